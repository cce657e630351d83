import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconHeadset, IconHome, IconMail, IconMapPin, IconMessage, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BusinessInfo } from '#shared/settings.js';
import { EmailLink, PhoneLink, smsHref, telHref } from '../../components/contact-links';

function InfoCard({ icon: CardIcon, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function CallOrText({ phone }: { phone: string }) {
  return (
    <Group gap="xs" mt="sm">
      <Button component="a" href={telHref(phone)} size="xs" leftSection={<IconPhone size={16} aria-hidden />}>
        Call
      </Button>
      <Button component="a" href={smsHref(phone)} size="xs" variant="default" leftSection={<IconMessage size={16} aria-hidden />}>
        Text
      </Button>
    </Group>
  );
}

/** The dashboard's info cards (product/portal.md §1); phone and email come from business-info. */
export function InfoCards({ info }: { info: BusinessInfo }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <InfoCard icon={IconPhone} title="Call or text us">
        <Text>
          <PhoneLink phone={info.phone} fw={600} />
        </Text>
        <Text size="sm" c="dimmed">
          Questions about an order, an inspection or a report.
        </Text>
        <CallOrText phone={info.phone} />
      </InfoCard>
      <InfoCard icon={IconMail} title="Support email">
        <Text style={{ overflowWrap: 'anywhere' }}>
          <EmailLink email={info.email} fw={600} />
        </Text>
        <Text size="sm" c="dimmed">
          For orders, reports, invoices and your account.
        </Text>
      </InfoCard>
      <InfoCard icon={IconClock} title="Inspection hours">
        <Text>7 days a week: mornings, afternoons and evenings.</Text>
        <Text size="sm" c="dimmed">
          Your inspector confirms a 5-hour window between 7:00 AM and 7:00 PM the day before.
        </Text>
      </InfoCard>
      <InfoCard icon={IconMapPin} title="Service area">
        <Text>Houston&apos;s inner loop and westward up to the Energy Corridor.</Text>
        <Text size="sm" c="dimmed">
          Outside these areas you can still book, with limited availability.
        </Text>
      </InfoCard>
      <InfoCard icon={IconHome} title="What we inspect">
        <Text>Homes, condos, new builds and apartments.</Text>
        <Text size="sm" c="dimmed">
          Every inspection includes a 1-year warranty.
        </Text>
      </InfoCard>
      <InfoCard icon={IconMessage} title="Scheduling help">
        <Text>Need a date moved or a question about timing? Call or text us.</Text>
        <CallOrText phone={info.phone} />
      </InfoCard>
      <InfoCard icon={IconHeadset} title="Tech support">
        <Text style={{ overflowWrap: 'anywhere' }}>
          Trouble signing in or using the portal? Email <EmailLink email={info.email} /> or text{' '}
          <PhoneLink phone={info.phone} href={smsHref(info.phone)} />.
        </Text>
      </InfoCard>
    </SimpleGrid>
  );
}
