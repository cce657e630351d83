import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbSection } from './nav-links';

/** product/portal.md §2: "DASHBOARD / {first path segment}". */
export function Breadcrumb() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="/" mb="md" fz="sm">
        <Anchor component={Link} to="/dashboard" fz="sm" fw={600}>
          DASHBOARD
        </Anchor>
        <Text span fz="sm" fw={600} aria-current="page">
          {breadcrumbSection(pathname)}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
