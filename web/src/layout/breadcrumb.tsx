import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbSection } from './nav-links';

/** product/portal.md §2: "DASHBOARD / {first path segment}"; on the dashboard itself, "DASHBOARD" alone. */
export function Breadcrumb() {
  const section = breadcrumbSection(useLocation().pathname);
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="/" mb="md" fz="sm">
        {section ? (
          <Anchor component={Link} to="/dashboard" fz="sm" fw={600}>
            DASHBOARD
          </Anchor>
        ) : (
          <Text span fz="sm" fw={600} aria-current="page">
            DASHBOARD
          </Text>
        )}
        {section && (
          <Text span fz="sm" fw={600} aria-current="page">
            {section}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
