import { Anchor, Box, Group, Image, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconSquare, IconSquareCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { RATINGS, ratingLabel, type ReportSection } from '#shared/reports.js';
import { HEADING_STYLE, Paragraphs } from './paragraphs';
import { RatingBadge, RatingLegend } from './ratings';
import { checkedCount } from './report-sections';

/** One section of the report (product/rules.md "Report sections"): rating, checklist, comments, photos. */
export function ReportSectionView({ section, headingRef }: { section: ReportSection; headingRef: Ref<HTMLHeadingElement> }) {
  const { sectionCode, sectionTitle, rating, checklistItems, comments, photos } = section;
  return (
    <Stack gap="lg">
      <RatingLegend ratings={RATINGS} />
      <div>
        <Title order={2} ref={headingRef} tabIndex={-1} style={HEADING_STYLE}>
          {sectionCode} {sectionTitle}
        </Title>
        <Group gap="xs" mt="xs">
          <RatingBadge rating={rating} isDecorative />
          <Text fw={600}>Status: {ratingLabel(rating)}</Text>
        </Group>
      </div>

      {checklistItems.length > 0 && (
        <section aria-labelledby="section-checklist">
          <Title order={3} size="h4" id="section-checklist" mb="xs">
            Checklist <Text span size="sm" c="dimmed" fw={400}>({checkedCount(section)} of {checklistItems.length} checked)</Text>
          </Title>
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {checklistItems.map((item, index) => (
              <Group component="li" key={index} gap="xs" wrap="nowrap" align="flex-start" py={4}>
                {/* The icon's shape shows the state; the hidden word says it to a screen reader. */}
                {item.checked ? (
                  <IconSquareCheck size={20} color="var(--mantine-color-teal-9)" aria-hidden style={{ flexShrink: 0 }} />
                ) : (
                  <IconSquare size={20} color="var(--mantine-color-gray-7)" aria-hidden style={{ flexShrink: 0 }} />
                )}
                <Text size="sm">
                  <VisuallyHidden>{item.checked ? 'Checked: ' : 'Not checked: '}</VisuallyHidden>
                  {item.label}
                </Text>
              </Group>
            ))}
          </Box>
        </section>
      )}

      <section aria-labelledby="section-comments">
        <Title order={3} size="h4" id="section-comments" mb="xs">
          Comments
        </Title>
        {comments.trim() ? (
          <Paragraphs text={comments} />
        ) : (
          <Text c="dimmed" size="sm">
            No comments for this section.
          </Text>
        )}
      </section>

      {photos.length > 0 && (
        <section aria-labelledby="section-photos">
          <Title order={3} size="h4" id="section-photos" mb="xs">
            Photos
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {photos.map((url, index) => (
              <Paper key={index} withBorder p={4}>
                <Anchor href={url} target="_blank" rel="noopener noreferrer" display="block" underline="never">
                  <Image
                    src={url}
                    loading="lazy"
                    alt={`Photo ${index + 1} of ${photos.length}, section ${sectionCode} ${sectionTitle}`}
                    h={180}
                    fit="cover"
                    radius="sm"
                  />
                  <Text size="xs" ta="center" mt={4} td="underline">
                    Open full image<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Text>
                </Anchor>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
