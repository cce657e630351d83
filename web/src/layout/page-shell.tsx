import { PageShellBody, type PageShellProps } from '../components/page-shell-body';
import { Breadcrumb } from './breadcrumb';

export type { PageShellProps };

/**
 * What a signed-in page shows while the user is unknown (D-182): its breadcrumb, heading,
 * description and loading line, where the page puts them once it renders. The build renders
 * it into the page's HTML (web/prerender.ts), so a phone paints it before any JavaScript, and
 * the app's first render matches it for hydration. Nothing in it belongs to the user.
 */
export function PageShell(props: PageShellProps) {
  return (
    <>
      <Breadcrumb />
      <PageShellBody {...props} />
    </>
  );
}
