import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { quotePrice, type Pricing, type QuoteInput } from '#shared/booking.js';

/** Typical orders, priced with the one shared rule (product/rules.md "Prices and capacity"). */
const EXAMPLES: { title: string; input: QuoteInput }[] = [
  { title: '2,600 sq ft Single Family, 4 baths', input: { sqft: 2600, baths: 4, property_type: 'Single Family', new_construction: 'no' } },
  { title: '3,400 sq ft Multi-Family, 2 baths, new construction', input: { sqft: 3400, baths: 2, property_type: 'Multi-Family', new_construction: 'yes' } },
];

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export function ExampleQuotes({ pricing }: { pricing: Pricing | null }) {
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        Example quotes
      </Text>
      {/* Polite: the totals change as the admin types. */}
      <div aria-live="polite">
        {pricing ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {EXAMPLES.map((example) => {
              const quote = quotePrice(pricing, example.input);
              return (
                <Paper key={example.title} withBorder radius="sm" p="sm" bg="gray.0">
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Text size="sm" fw={600}>
                        {example.title}
                      </Text>
                      <Text size="sm" fw={700}>
                        {dollars(quote.total)}
                      </Text>
                    </Group>
                    {quote.lines.map((line) => (
                      <Group key={line.label} justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="xs" c="dimmed">
                          {line.label}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {dollars(line.amount)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            Correct the prices above to see example quotes.
          </Text>
        )}
      </div>
    </div>
  );
}
