import { AppShell, Button, CloseButton, Group, NavLink } from '@mantine/core';
import {
  IconAddressBook,
  IconClipboardList,
  IconFileImport,
  IconFilePlus,
  IconHomeSearch,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconRoute,
  IconSchool,
  IconSettings,
  IconUserEdit,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useSession } from '../components/session-context';
import type { CurrentUser } from '#shared/account.js';
import { visibleNavLinks } from './nav-links';
import { UserCard } from './user-card';

const icons: Record<string, Icon> = {
  '/dashboard': IconLayoutDashboard,
  '/my-inspections': IconClipboardList,
  '/order': IconFilePlus,
  '/update-info': IconUserEdit,
  '/invite': IconUserPlus,
  '/manage-auth': IconKey,
  '/admin-agents': IconUsers,
  '/ce-admin': IconSchool,
  '/open-house-browse': IconHomeSearch,
  '/open-house-upload': IconFileImport,
  '/agent-contacts': IconAddressBook,
  '/route-planner': IconRoute,
  '/settings': IconSettings,
};

interface SidebarProps {
  user: CurrentUser;
  pagePaths: ReadonlySet<string>;
  /** The mobile close button (product/portal.md §2). */
  onClose: () => void;
  /** Any link click closes the sidebar on mobile (product/portal.md §2). */
  onNavigate: () => void;
}

/** The signed-in sidebar: who is signed in, the links to existing pages, logout. */
export function Sidebar({ user, pagePaths, onClose, onNavigate }: SidebarProps) {
  const { fetchedAt, logout } = useSession();
  const { pathname } = useLocation();
  const [isLeaving, setIsLeaving] = useState(false);
  const leave = () => {
    setIsLeaving(true);
    void logout();
  };
  return (
    <>
      <AppShell.Section p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <UserCard user={user} photoStamp={fetchedAt} />
          <CloseButton hiddenFrom="md" onClick={onClose} aria-label="Close navigation" />
        </Group>
      </AppShell.Section>
      {/* The browser's own scrolling: Mantine's ScrollArea brought floating-ui into every signed-in page (D-243). */}
      <AppShell.Section grow p="xs" style={{ overflowY: 'auto' }}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {visibleNavLinks(user, pagePaths).map((link) => {
            const LinkIcon = icons[link.path];
            return (
              <li key={link.path}>
                <NavLink
                  component={RouterNavLink}
                  to={link.path}
                  label={link.label}
                  leftSection={LinkIcon ? <LinkIcon size={18} stroke={1.6} aria-hidden /> : undefined}
                  active={pathname === link.path || pathname.startsWith(`${link.path}/`)}
                  onClick={onNavigate}
                  fw={600}
                />
              </li>
            );
          })}
        </ul>
      </AppShell.Section>
      <AppShell.Section p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Button
          variant="default"
          fullWidth
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={leave}
          loading={isLeaving}
        >
          Log out
        </Button>
      </AppShell.Section>
    </>
  );
}
