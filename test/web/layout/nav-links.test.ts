import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '#shared/site-pages.js';
import { breadcrumbSection, navLinks, visibleNavLinks } from '#web/src/layout/nav-links.js';

const everyPage = new Set(navLinks.map((link) => link.path));

describe('visibleNavLinks', () => {
  it('gives agents the six links of every signed-in user, in the spec order', () => {
    expect(visibleNavLinks({ is_admin: false }, everyPage).map((link) => link.label)).toEqual([
      'DASHBOARD',
      'MY INSPECTIONS',
      'ORDER INSPECTION',
      'UPDATE INFO',
      'INVITE AGENT',
      'MANAGE AUTH',
    ]);
  });

  it('adds the admin links for admins, the open-house browser beside its import', () => {
    const labels = visibleNavLinks({ is_admin: true }, everyPage).map((link) => link.label);
    expect(labels).toHaveLength(13);
    expect(labels.slice(6)).toEqual(['MANAGE AGENTS', 'CE ADMIN', 'OPEN HOUSES', 'OPEN HOUSE DATA', 'AGENT CONTACTS', 'ROUTE PLANNER', 'SETTINGS']);
  });

  it('links only to pages the route table holds', () => {
    const pages = new Set(['/', '/dashboard', '/privacy-policy']);
    expect(visibleNavLinks({ is_admin: true }, pages).map((link) => link.path)).toEqual(['/dashboard']);
  });
});

describe('breadcrumbSection', () => {
  it('upper-cases the first path segment and turns hyphens into spaces', () => {
    expect(breadcrumbSection('/my-inspections')).toBe('MY INSPECTIONS');
    expect(breadcrumbSection('/report/abc-123')).toBe('REPORT');
    expect(breadcrumbSection('/open-house-upload/')).toBe('OPEN HOUSE UPLOAD');
  });

  it('names no page twice: the dashboard is DASHBOARD alone, every other page its own section', () => {
    expect(breadcrumbSection('/dashboard')).toBeNull();
    expect(breadcrumbSection('/')).toBeNull();
    for (const page of SITE_PAGES) {
      const trail = ['DASHBOARD', breadcrumbSection(`/${page.segment}`)].filter(Boolean);
      expect(new Set(trail).size, page.segment).toBe(trail.length);
    }
  });

  it('survives a malformed escape', () => {
    expect(breadcrumbSection('/%E0-x')).toBe('%E0 X');
  });
});
