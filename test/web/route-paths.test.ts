import { describe, expect, it } from 'vitest';
import { collectPaths } from '#web/src/route-paths.js';

describe('collectPaths', () => {
  it('lists absolute paths through pathless layouts, leaving out the catch-all', () => {
    const paths = collectPaths([
      {
        path: '/',
        children: [
          { index: true },
          { path: 'privacy-policy' },
          { path: 'dev/outbox' },
          { children: [{ path: 'dashboard' }, { path: 'report/:bookingId' }] },
          { path: '*' },
        ],
      },
    ]);
    expect([...paths].sort()).toEqual(['/', '/dashboard', '/dev/outbox', '/privacy-policy', '/report/:bookingId']);
  });

  it('joins nested paths and keeps absolute ones', () => {
    const paths = collectPaths([{ path: 'admin', children: [{ path: 'agents/' }, { path: '/ce-admin' }] }]);
    expect([...paths].sort()).toEqual(['/admin', '/admin/agents', '/ce-admin']);
  });
});
