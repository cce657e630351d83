import { Badge, Group, Text } from '@mantine/core';
import { ratingLabel, type Rating } from '#shared/reports.js';

// Filled colours that keep their letters above 4.5:1 (WCAG AA): white on the dark
// shades, black on yellow. The letters themselves carry the meaning, not the colour.
const badgeColors: Record<Rating, { color: string; autoContrast?: boolean }> = {
  I: { color: 'teal.9' },
  NI: { color: 'yellow.4', autoContrast: true },
  NP: { color: 'gray.7' },
  D: { color: 'red.9' },
};

/** The rating's letters on its colour. Hidden from screen readers where a 'Status:' line says it in words. */
export function RatingBadge({ rating, isDecorative = false }: { rating: Rating; isDecorative?: boolean }) {
  const colors = badgeColors[rating];
  return (
    <Badge
      variant="filled"
      color={colors.color}
      autoContrast={colors.autoContrast}
      radius="sm"
      miw={34}
      aria-hidden={isDecorative || undefined}
      title={isDecorative ? undefined : ratingLabel(rating)}
    >
      {rating}
    </Badge>
  );
}

/** 'I = Inspected' and so on; the sidebar shows I, NI, D and a section shows all four (product/outreach.md §2). */
export function RatingLegend({ ratings }: { ratings: readonly Rating[] }) {
  return (
    <Group component="ul" aria-label="Rating legend" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {ratings.map((rating) => (
        <Group component="li" key={rating} gap={6} wrap="nowrap">
          <RatingBadge rating={rating} />
          <Text size="sm">= {ratingLabel(rating)}</Text>
        </Group>
      ))}
    </Group>
  );
}
