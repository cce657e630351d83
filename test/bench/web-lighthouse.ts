// Lighthouse on one page, as `npm run bench:web` measures it: the default (mobile)
// configuration, simulated throttling; performance, accessibility and best practices.
import { lookup } from 'node:dns/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /**
   * Lighthouse's measure of the host's CPU during the run: under 1000 it warns that the host is
   * slower than it expects, and the simulated phone's TBT grows with the machine's load.
   */
  benchmarkIndex: number;
  /** Accessibility and best-practice audits that failed (their ids), so a score under 100 says why. */
  failedAudits: string[];
}

export interface Browser {
  port: number;
  kill: () => Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  return { port: chrome.port, kill: async () => void (await chrome.kill()) };
}

/** Third-party hosts a page loads from, for something that works without them (the open-house map's street tiles). */
const THIRD_PARTY_HOSTS = ['tile.openstreetmap.org'];

/**
 * The URL patterns of the third-party hosts this machine cannot resolve (no internet): Lighthouse
 * blocks them, so a page is measured as it behaves when they fail, and the browser's line for
 * each failed request, which Lighthouse ignores for a request it blocked, is not taken for an
 * error of the page's (D-220). With internet nothing is blocked.
 */
export async function unreachableHosts(): Promise<string[]> {
  const found = await Promise.all(THIRD_PARTY_HOSTS.map((host) => lookup(`a.${host}`).then(() => null, () => `*.${host}`)));
  return found.filter((pattern) => pattern !== null);
}

/**
 * Lighthouse resets the cache and storage between runs but keeps the browser's cookies, so the
 * session cookie is put in the browser's jar, as a signed-in browser holds it, after emptying
 * the jar: a cookie an earlier page set must not go with this one's requests. (Sent as an extra
 * header instead, it lost to one in the jar, and signed-in pages were measured signed out.)
 */
export async function measure(browser: Browser, url: string, cookie?: string, blocked: readonly string[] = []): Promise<PageFigures> {
  await setCookies(browser, url, cookie);
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    blockedUrlPatterns: [...blocked],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // The whole report, for finding where a page's time goes (the LCP element, its phases, the request chain).
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    const name = new URL(url).pathname.split('/')[1] || 'home';
    writeFileSync(join(process.env.BENCH_LHR_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that went on to /login was measured signed out: no figure for it.
  if (cookie && new URL(lhr.finalDisplayedUrl).pathname === '/login') throw new Error(`${url} was measured signed out`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = (category: string) =>
    lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  return {
    performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']!.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: [...failed('accessibility'), ...failed('best-practices')],
  };
}

/** Empties the browser's cookie jar and puts `cookie` (name=value) in it for `url`'s site. */
async function setCookies(browser: Browser, url: string, cookie?: string): Promise<void> {
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` });
  try {
    const page = await connection.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    if (cookie) {
      const [name, ...value] = cookie.split('=');
      await cdp.send('Network.setCookie', { name: name!, value: value.join('='), url, httpOnly: true, sameSite: 'Lax' });
    }
    await page.close();
  } finally {
    await connection.disconnect();
  }
}

/**
 * Opens every page once before measuring: the local stack compiles each route's handler
 * on its first request, which is no part of what a visitor of the deployed site waits for.
 */
export async function warmUp(browser: Browser, pages: { url: string; cookie?: string }[]): Promise<void> {
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` });
  try {
    for (const { url, cookie } of pages) {
      await setCookies(browser, url, cookie);
      const page = await connection.newPage();
      // A page that polls (a QR sign-in, the outbox) never goes quiet: its first answers are enough.
      await page.goto(url, { waitUntil: 'networkidle2', timeout: 120_000 }).catch((error: unknown) => {
        throw new Error(`Warming up ${url} failed`, { cause: error });
      });
      await page.close();
    }
  } finally {
    await connection.disconnect();
  }
}

/** The run with the median performance score, as Lighthouse's own computeMedianRun picks it. */
export function medianRun(runs: PageFigures[]): PageFigures {
  return [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;
}
