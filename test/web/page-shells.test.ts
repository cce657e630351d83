import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '#shared/site-pages.js';
import { PAGE_MODULES } from '#web/prerender-chunks.js';
import { PAGE_SHELLS } from '#web/src/components/page-shells.js';

// A signed-in page's shell (D-182, D-212) is rendered into its HTML and turns into the page once
// the user is known: the page must print the same heading and description, or the heading
// changes under the visitor's eyes. Pages that take the texts from PAGE_SHELLS are not listed.
const source = (file: string) => readFileSync(new URL(`../../web/src/features/${file}`, import.meta.url), 'utf8');
const PRINTED_BY: Partial<Record<keyof typeof PAGE_SHELLS, string>> = {
  profile: 'account/profile-page.tsx',
  invite: 'account/invite-page.tsx',
  manageAuth: 'auth/manage-auth-page.tsx',
  adminAgents: 'agents/admin-agents-page.tsx',
  settings: 'settings/settings-page.tsx',
  openHouseBrowse: 'open-house/open-house-browse-page.tsx',
  agentContacts: 'agent-contacts/agent-contacts-home.tsx',
  ceAdmin: 'ce/ce-admin-page.tsx',
};

describe('the shells of signed-in pages (D-212)', () => {
  it.each(Object.entries(PRINTED_BY))('%s: the page prints the heading and description its shell shows', (name, file) => {
    const shell: { title: string; description?: string } = PAGE_SHELLS[name as keyof typeof PAGE_SHELLS];
    const text = source(file!).replace(/\s+/g, ' ');
    expect(text).toContain(`<Title order={1}>${shell.title}</Title>`);
    if (shell.description) expect(text).toContain(`<Text c="dimmed">${shell.description}</Text>`);
  });

  it('every page rendered at build time announces its route module, so its chunks load beside the entry', () => {
    for (const page of SITE_PAGES.filter((item) => item.prerender)) expect(PAGE_MODULES[page.segment], page.segment).toBeDefined();
  });
});
