import { Center, Group, Loader, Text, type CenterProps } from '@mantine/core';

/**
 * Shown while a page's code or data loads; announced politely to screen readers.
 * `minHeight`: about the height of what replaces it, so the footer below does not jump
 * when the data arrives (layout shift, issue 14).
 */
export function PageLoader({ label = 'Loading…', minHeight }: { label?: string; minHeight?: CenterProps['mih'] }) {
  return (
    <Center py="xl" role="status" mih={minHeight}>
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
