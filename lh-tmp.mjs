import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log(url, 'perf', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'CLS', a['cumulative-layout-shift'].numericValue);
  console.log(' bootup', (a['bootup-time'].details?.items ?? []).slice(0,5).map(i => `${i.url.split('/').pop()} total=${i.total|0} script=${i.scripting|0}`).join('; '));
  console.log(' mainthread', (a['mainthread-work-breakdown'].details?.items ?? []).map(i => `${i.group}=${i.duration|0}`).join(' '));
  console.log(' longtasks', (a['long-tasks'].details?.items ?? []).map(i => `${(i.url||'').split('/').pop()}@${i.startTime|0}:${i.duration|0}`).join(' '));
  console.log(' render-blocking', (a['render-blocking-resources'].details?.items ?? []).map(i => `${i.url.split('/').pop()} ${i.wastedMs|0}`).join(' '));
  console.log(' lcp-el', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 200));
  console.log(' shifts', JSON.stringify((a['layout-shifts']?.details?.items ?? []).map(i => [i.score, i.node?.snippet?.slice(0,120)])).slice(0,600));
}
await chrome.kill();
