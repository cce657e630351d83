import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../components/page-loader';
import { Breadcrumb } from './breadcrumb';

/**
 * What a signed-in page shows while the user is unknown (D-182): its breadcrumb, heading,
 * description and loading line, where the page puts them once it renders. The build renders
 * it into the page's HTML (web/prerender.ts), so a phone paints it before any JavaScript, and
 * the app's first render matches it for hydration. Nothing in it belongs to the user.
 */
export interface PageShellProps {
  title: string;
  /** Omitted when it depends on the user (an admin reads another); a line of skeleton holds its place. */
  description?: string;
  /** The page's own loading line, so the shell turns into the page without a change. */
  loadingText: string;
}

export function PageShell({ title, description, loadingText }: PageShellProps) {
  return (
    <>
      <Breadcrumb />
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {description ? <Text c="dimmed">{description}</Text> : <Skeleton height={16} my={4} width="60%" aria-hidden />}
        </div>
        <PageLoader label={loadingText} />
      </Stack>
    </>
  );
}
