import { Box, Button, Container, Group, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { telHref } from '../../components/contact-links';
import { formatPhone } from '../../lib/phone-format';
import { useSession } from '../../components/session-context';
import { siteTitle, useBusinessInfoState } from '../../components/business-info';

const highlights = [
  'Reports the same day, within 24 hours',
  'Inspections 7 days a week',
  'Most inspections take 2 to 3 hours',
  '1-year warranty with every inspection',
];

/** The title area (product/portal.md §1: "{business} - Greater Houston") and the main calls to action. */
export function Hero() {
  const business = useBusinessInfoState();
  const { user } = useSession();
  const info = business.status === 'ready' ? business.info : undefined;
  return (
    <Box bg="brand.8" c="white" py={{ base: 48, sm: 72 }} className="on-dark">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <div>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              {info ? (
                siteTitle(info.name)
              ) : business.status === 'error' ? (
                siteTitle('Home Inspections')
              ) : (
                // A placeholder the height of the title, so the page does not jump when the name arrives.
                <Box component="span" display="inline-block" w="80%" h={44} bg="brand.7" style={{ borderRadius: 8 }} />
              )}
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} mt="md">
              Thorough home inspections for real-estate agents and their clients. Order online in minutes and get the
              report the same day, within 24 hours.
            </Text>
            <Group mt="xl" gap="sm">
              <Button component={Link} to={user ? '/dashboard' : '/login'} size="md" variant="white" c="brand.8">
                Order an inspection
              </Button>
              {info && (
                <Button
                  component="a"
                  href={telHref(info.phone)}
                  size="md"
                  variant="outline"
                  c="white"
                  style={{ borderColor: 'white' }}
                >
                  Call {formatPhone(info.phone)}
                </Button>
              )}
            </Group>
          </div>
          <Paper visibleFrom="md" p="xl" radius="lg" bg="brand.9" c="white" withBorder style={{ borderColor: 'var(--mantine-color-brand-6)' }}>
            <Text fw={700} fz="lg" mb="md">
              What agents can count on
            </Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={24} radius="xl" color="white" c="brand.8" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {highlights.map((highlight) => (
                <List.Item key={highlight}>{highlight}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
