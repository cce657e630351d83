import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { retryBusinessInfo, useBusinessInfoState } from './business-info';
import { EmailLink, PhoneLink } from './contact-links';

const YEAR = new Date().getFullYear();

/** Footer of the public pages: who we are, how to reach us, the licence and the legal pages. */
export function SiteFooter() {
  const business = useBusinessInfoState();
  return (
    <Box component="footer" bg="brand.9" c="white" py="xl" mt="xl" className="on-dark">
      <Container size="lg">
        {business.status === 'error' ? (
          <Group>
            <Text>Our contact details could not be loaded.</Text>
            <Button variant="white" size="xs" onClick={retryBusinessInfo}>
              Try again
            </Button>
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Stack gap={4}>
              <Text fw={700}>{business.status === 'ready' ? business.info.name : '\u00a0'}</Text>
              <Text size="sm">Home inspections in Greater Houston, 7 days a week.</Text>
              {business.status === 'ready' && <Text size="sm">Texas inspector license: {business.info.license}</Text>}
            </Stack>
            <Stack gap={4}>
              <Text fw={700}>Contact</Text>
              {business.status === 'ready' && (
                <>
                  <Text size="sm">
                    Call or text: <PhoneLink phone={business.info.phone} c="white" underline="always" />
                  </Text>
                  <Text size="sm">
                    Email: <EmailLink email={business.info.email} c="white" underline="always" />
                  </Text>
                </>
              )}
            </Stack>
            <Stack gap={4} component="nav" aria-label="Legal">
              <Text fw={700}>Policies</Text>
              <Anchor component={Link} to="/privacy-policy" c="white" size="sm" underline="always">
                Privacy Policy
              </Anchor>
              <Anchor component={Link} to="/terms-of-service" c="white" size="sm" underline="always">
                Terms of Service
              </Anchor>
              {business.status === 'ready' && !business.info.is_production && (
                <Anchor component={Link} to="/dev/outbox" c="white" size="sm" underline="always">
                  Sent messages (development)
                </Anchor>
              )}
            </Stack>
          </SimpleGrid>
        )}
        {business.status === 'ready' && (
          <Text size="xs" mt="lg">
            © {YEAR} {business.info.name}. All rights reserved.
          </Text>
        )}
      </Container>
    </Box>
  );
}
