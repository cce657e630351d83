import { Anchor, AppShell, Burger, Group, Skeleton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { AdminOnly } from '../components/admin-only';
import { useSession } from '../components/session-context';
import { useBusinessInfo } from '../components/business-info';
import { Breadcrumb } from './breadcrumb';
import { PageShell, type PageShellProps } from './page-shell';
import { Sidebar } from './sidebar';

/** What a signed-in page's route may declare in its `handle`. */
export interface SignedInRouteHandle {
  /**
   * The page's heading and loading line, shown while the user is unknown (the dashboard's
   * loading text, product/portal.md §2) and rendered into its HTML by the build (D-182); pages
   * without one show nothing meanwhile.
   */
  shell?: PageShellProps;
}

// Mantine's md breakpoint (62em): below it the sidebar slides over the page.
const DESKTOP_QUERY = '(min-width: 62em)';

/** The layout of signed-in pages (product/portal.md §2): header, sidebar, breadcrumb, page. */
export function AppLayout({ pagePaths }: { pagePaths: ReadonlySet<string> }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const matches = useMatches();
  const business = useBusinessInfo();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const burgerRef = useRef<HTMLButtonElement>(null);
  // On a phone the sidebar is drawn when first opened, not with the page (D-243): hidden off
  // screen, its links, icons and photo were work before the page's first interaction. Once
  // drawn it stays, so it slides out with its links.
  const [wasOpened, setWasOpened] = useState(false);
  if (opened && !wasOpened) setWasOpened(true);
  // Closing by button or Escape hands focus back to the burger; a link click moves it to the new page.
  const closeToBurger = () => {
    close();
    burgerRef.current?.focus();
  };

  if (user === null) return <Navigate to="/login" replace state={{ from: pathname }} />;
  const shell = matches.map((match) => (match.handle as SignedInRouteHandle | undefined)?.shell).findLast(Boolean);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'md', collapsed: { mobile: !opened, desktop: !user } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          {/* Also while the user is unknown, so the title does not move when the sidebar arrives. */}
          {user !== null && (
            <Burger
              ref={burgerRef}
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls={user ? 'sidebar' : undefined}
            />
          )}
          {business ? (
            <Anchor component={Link} to="/" fw={700} fz={{ base: 'md', sm: 'lg' }} c="brand.8" underline="never" truncate="end">
              {business.name}
            </Anchor>
          ) : (
            <Skeleton height={20} width={200} aria-hidden />
          )}
        </Group>
      </AppShell.Header>
      {user && (
        <AppShell.Navbar
          id="sidebar"
          aria-label="Main navigation"
          // Slid off-screen on mobile, its links must not take keyboard focus.
          inert={!isDesktop && !opened}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isDesktop && opened) closeToBurger();
          }}
        >
          {(isDesktop || wasOpened) && <Sidebar user={user} pagePaths={pagePaths} onClose={closeToBurger} onNavigate={close} />}
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        {user ? (
          <>
            <Breadcrumb />
            <AdminOnly>
              <Outlet />
            </AdminOnly>
          </>
        ) : (
          shell && <PageShell {...shell} />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
