import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from './page-loader';

// A signed-in page's shell below its breadcrumb (D-182): the layout shows it while the user is
// unknown, the build renders it into the page's HTML, and a page whose data is still on its
// way shows it as its own loading state, so the shell turns into the page without a jump (D-212).

export interface PageShellProps {
  title: string;
  /** Omitted when it depends on the user (an admin reads another); a line of skeleton holds its place. */
  description?: string;
  /** The page's own loading line, so the shell turns into the page without a change. */
  loadingText: string;
}

/** The shell below the breadcrumb: also a page's own loading state, so the two are one (D-212). */
export function PageShellBody({ title, description, loadingText }: PageShellProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : <Skeleton height={16} my={4} width="60%" aria-hidden />}
      </div>
      <PageLoader label={loadingText} />
    </Stack>
  );
}
