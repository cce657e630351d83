import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarTime,
  IconChecklist,
  IconProgressCheck,
  IconShieldCheck,
  IconSignature,
  type Icon,
} from '@tabler/icons-react';

const features: { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconBolt,
    title: 'Reports the same day',
    text: 'A clear report with photos, delivered the same day and always within 24 hours of the inspection.',
  },
  {
    icon: IconCalendarTime,
    title: 'Open 7 days a week',
    text: 'Mornings, afternoons and evenings. Choose three preferred dates; we confirm a 5-hour window the day before.',
  },
  {
    icon: IconChecklist,
    title: 'Order online in minutes',
    text: 'Property, client and dates in one short form, with the price shown before you submit.',
  },
  {
    icon: IconSignature,
    title: 'Agreement signed online',
    text: 'Your client reviews and signs the inspection agreement from a link sent by email and text. No printing, no scanning.',
  },
  {
    icon: IconProgressCheck,
    title: 'Every step in one place',
    text: 'From quote to download, see which inspections are scheduled, signed, reported and paid.',
  },
  {
    icon: IconShieldCheck,
    title: 'Licensed, with a 1-year warranty',
    text: 'Inspections by a Texas-licensed inspector to TREC standards. Every inspection includes a 1-year warranty.',
  },
];

/** The landing page's six feature cards (product/portal.md §1). */
export function FeatureCards() {
  return (
    <Container size="lg" py={48} component="section" aria-labelledby="features-title">
      <Title order={2} id="features-title" ta="center" mb="xs">
        Built for busy agents
      </Title>
      <Text ta="center" c="dimmed" mb="xl" maw={640} mx="auto">
        Everything your buyers and sellers need from an inspection, without the back-and-forth.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map(({ icon: FeatureIcon, title, text }) => (
          <Card key={title} withBorder padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
              <FeatureIcon size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
