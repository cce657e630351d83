import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BOOT_ID, PAGE_BOOT_SCRIPT, type PageBoot } from '#shared/page-boot.js';
import { contentSecurityPolicy } from '#infra/security-headers.js';
import { deferScripts } from '#web/prerender-boot.js';

// A rendered page as web/prerender.ts hands it over: Vite's head (entry, its preloads, the
// sheet) plus the page's own preloads, and the rendered body.
const page = `<!doctype html>
<html lang="en">
  <head>
    <title>Sign in</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/api-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
    <link rel="modulepreload" crossorigin href="/assets/login-page-D4.js">
  </head>
  <body>
    <div id="root" data-prerendered="/login"><form><label class="used-label">Phone</label><button class="used-button">Continue</button></form></div>
  </body>
</html>`;

const css = `.used-label{font-weight:500}.used-button{color:red}.never-rendered{color:blue}:root{--brand:#123a5c}`;

let dist = '';
let html = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'prerender-boot-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'index-C3.css'), css);
  html = await deferScripts(page, dist);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const head = () => html.slice(0, html.indexOf('</head>'));
const boot = () => JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_BOOT_ID}">([^<]*)</script>`).exec(html)![1]!) as PageBoot;

describe('a page rendered at build time (D-171)', () => {
  it('asks for no script before its first paint: the entry and the chunks go to the boot script', () => {
    expect(head()).not.toMatch(/<script|modulepreload/);
    expect(boot()).toEqual({ entry: '/assets/index-A1.js', modules: ['/assets/api-B2.js', '/assets/login-page-D4.js'], fetches: [] });
    expect(html).toContain(`<script>${PAGE_BOOT_SCRIPT}</script>`);
  });

  it('inlines the rules its HTML uses and loads the whole sheet without blocking, or plainly without JavaScript', () => {
    const inline = /<style>([^<]*)<\/style>/.exec(head())?.[1] ?? '';
    expect(inline).toContain('.used-label');
    expect(inline).toContain('.used-button');
    expect(inline).toContain('--brand');
    expect(inline).not.toContain('.never-rendered');
    expect(head()).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css" media="print" data-page-style>');
    expect(head()).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-C3.css"></noscript>');
    expect(head().match(/<link rel="stylesheet"[^>]*>/g)).toHaveLength(2);
  });

  it("runs under the site's Content-Security-Policy, which allows that one inline script by its hash", () => {
    const hash = createHash('sha256').update(PAGE_BOOT_SCRIPT, 'utf8').digest('base64');
    expect(contentSecurityPolicy()).toContain(`'sha256-${hash}'`);
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('stops the build when Vite’s head no longer has the entry it expects', async () => {
    await expect(deferScripts(page.replace(/<script[^>]*><\/script>/, ''), dist)).rejects.toThrow(/no entry script/);
  });
});
