// npm run bench -- web: the widget's first load, measured on the built app (apps/web/dist).
// 1. The JS and CSS a browser fetches before the home of /1 shows — index.html's entry, the
//    modules it imports statically (its modulepreloads) and its stylesheets — gzipped, against
//    the 100 KB budget, and the largest chunks loaded later.
// 2. Lighthouse (mobile preset, Debian's Chromium) on /1 of a server with the demo data on
//    PGlite: performance score, LCP, CLS, TBT.
// 3. The layout shift embed.js causes on a host page with text around its <script> tag, and the
//    pictures the home fetches at a phone's and a desktop's width against the same as stored.
// 4. The stack's own floor: the libraries every screen is built on, alone (web-floor.mjs).
// 5. What the first screen a widget page carries saves a slowed phone (web-first-screen.mjs).
// WEB_DIST=<dir> measures that build instead of apps/web/dist, without building.
// Prints figures and never fails on them; a step whose tool is missing is skipped with a note.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { startDemoServer } from './demo-server.mjs';
import { firstScreenEffect } from './web-first-screen.mjs';
import { stackFloor } from './web-floor.mjs';
import { gzipSize, initialAssets } from './web-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST measures another build of the web app as it is (no build step), served by the
// server already built.
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(root, 'apps/web/dist');
const BUDGET_KB = 100;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function sizeReport() {
  const initial = initialAssets(dist).sort((a, b) => b.gzip - a.gzip);
  const total = initial.reduce((sum, file) => sum + file.gzip, 0);
  const raw = initial.reduce((sum, file) => sum + file.bytes, 0);
  const js = initial.filter((file) => file.asset.endsWith('.js'));
  console.log('\n-- Initial JS + CSS of the widget (before the home of /1 shows)');
  console.log(
    `initial: ${kb(total)} gzipped (${kb(raw)} raw) in ${initial.length} files ` +
      `(${js.length} JS, ${initial.length - js.length} CSS); budget ${BUDGET_KB} KB → ` +
      `${((total / 1024 / BUDGET_KB) * 100).toFixed(0)} % of it, ` +
      (total <= BUDGET_KB * 1024 ? 'within' : `${kb(total - BUDGET_KB * 1024)} over`),
  );
  for (const file of initial.slice(0, 8)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.asset}`);
  }
  const initialNames = new Set(initial.map((file) => file.asset));
  const lazy = spawnSync('ls', [path.join(dist, 'assets')], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((name) => /\.(js|css)$/.test(name) && !initialNames.has(`assets/${name}`))
    .map((name) => ({ asset: `assets/${name}`, gzip: gzipSize(path.join(dist, 'assets', name)) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(
    `lazy: ${lazy.length} files, ${kb(lazy.reduce((s, f) => s + f.gzip, 0))} gzipped; largest:`,
  );
  for (const file of lazy.slice(0, 8)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.asset}`);
}

/** One Lighthouse run (mobile preset, performance only): its report, or null with a note. */
function lighthouseRun(url) {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM },
    },
  );
  const report = result.status === 0 ? JSON.parse(result.stdout) : null;
  if (!report?.categories.performance.score) {
    console.log(`a lighthouse run failed (${result.status}): ${result.stderr.slice(-300)}`);
    return null;
  }
  return report;
}

/**
 * LIGHTHOUSE_RUNS runs (default 3; a shared machine's load moves single runs a lot): each run's
 * figures, then the run with the median score.
 */
function lighthouse(url) {
  if (!existsSync(path.join(root, 'node_modules/lighthouse/cli/index.js'))) {
    return console.log('lighthouse is not installed: skipped.');
  }
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const figures = [];
  let version = '';
  for (let run = 0; run < runs; run += 1) {
    const report = lighthouseRun(url);
    if (!report) continue;
    version = report.lighthouseVersion;
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    figures.push({
      score: Math.round(report.categories.performance.score * 100),
      fcp: audit('first-contentful-paint') / 1000,
      lcp: audit('largest-contentful-paint') / 1000,
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
    });
  }
  if (figures.length === 0) return;
  const line = (f) =>
    `performance ${f.score}, FCP ${f.fcp.toFixed(2)} s, LCP ${f.lcp.toFixed(2)} s, ` +
    `CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbt)} ms`;
  console.log(`\n-- Lighthouse ${version}, mobile preset, ${url}`);
  figures.forEach((f, index) => console.log(`run ${index + 1}: ${line(f)}`));
  const median = [...figures].sort((a, b) => a.score - b.score)[Math.floor(figures.length / 2)];
  const mark = (ok) => (ok ? 'met' : 'missed');
  console.log(`median run: ${line(median)}`);
  console.log(
    `targets: performance ≥ 90 ${mark(median.score >= 90)}, LCP ≤ 2.5 s ` +
      `${mark(median.lcp <= 2.5)}, CLS ≤ 0.05 ${mark(median.cls <= 0.05)}`,
  );
}

/** A university's page: a heading and text above the widget's <script>, more text below. */
function hostPage(widgetOrigin, widgetMarkup) {
  const text = 'Studying here means small classes, a green campus and a city full of life. '.repeat(
    6,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px}</style>
</head><body><h1>Meet our students</h1><p>${text}</p>
${widgetMarkup(`${widgetOrigin}/embed.js`)}
<h2>Visit us</h2><p>${text}</p><p>${text}</p><footer><p>${text}</p></footer></body></html>`;
}

/** Playwright's Chromium launcher, or null (with a note) when playwright-core is missing. */
async function chromiumLauncher() {
  try {
    return (await import('playwright-core')).chromium;
  } catch {
    console.log('playwright-core is not installed: skipped.');
    return null;
  }
}

/** Cumulative layout shift on a host page while embed.js loads the widget and sizes it. */
async function embedShift(widgetOrigin) {
  const chromium = await chromiumLauncher();
  if (!chromium) return;
  const variants = {
    'the one-line async script': (src) =>
      `<script src="${src}" data-university-id="1" async></script>`,
    'a synchronous script': (src) => `<script src="${src}" data-university-id="1"></script>`,
    'the snippet of "Embed it" (async, in a box that keeps its first height)': (src) =>
      `<div id="quad-widget" style="min-height:720px"></div>` +
      `<script src="${src}" data-university-id="1" data-container="#quad-widget" async></script>`,
  };
  const pages = Object.values(variants).map((markup) => hostPage(widgetOrigin, markup));
  const server = createServer((request, response) => {
    const index = Number(request.url?.slice(1)) || 0;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pages[index]);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostOrigin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  console.log('\n-- embed.js on a host page (Chromium, 390 × 844 and 1280 × 800)');
  try {
    for (const [index, name] of Object.keys(variants).entries()) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const page = await browser.newPage({ viewport });
        await page.addInitScript(() => {
          window.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (!entry.hadRecentInput) window.__shift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${hostOrigin}/${index}`);
        const frame = page.locator('iframe');
        await frame.waitFor({ timeout: 30_000 });
        // The widget shows its home and embed.js grows the frame to it.
        await page
          .frameLocator('iframe')
          .locator('[data-testid="university-name"]')
          .waitFor({ timeout: 30_000 });
        await page.waitForTimeout(3000);
        const shift = await page.evaluate(() => window.__shift);
        const height = await frame.evaluate((element) => element.getBoundingClientRect().height);
        console.log(
          `CLS ${shift.toFixed(3)} at ${viewport.width} px, ${name} (frame ${Math.round(height)} px)`,
        );
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

async function firstScreenReport(url) {
  const chromium = await chromiumLauncher();
  if (!chromium) return;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    await firstScreenEffect(browser, url);
  } finally {
    await browser.close();
  }
}

/**
 * The pictures the home of /1 fetches once every section has been scrolled into view, at a phone
 * (390 px, 3×) and a desktop (1280 px, 1×), against the same pictures as stored (each fetched
 * once, without `?w=`): what `srcset` and the server's resized copies save.
 */
async function imageReport(url) {
  const chromium = await chromiumLauncher();
  if (!chromium) return;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  console.log('\n-- Pictures on the home of /1, every section scrolled into view');
  try {
    for (const { width, height, scale } of [
      { width: 390, height: 844, scale: 3 },
      { width: 1280, height: 800, scale: 1 },
    ]) {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: scale,
      });
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image') return;
        bodies.push(
          response.body().then(
            (body) => [response.url(), body.length],
            () => [response.url(), 0],
          ),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForLoadState('networkidle');
      const fetched = await Promise.all(bodies);
      await context.close();
      const total = fetched.reduce((sum, [, bytes]) => sum + bytes, 0);
      const stored = new Map();
      for (const [address, bytes] of fetched) {
        const original = new URL(address);
        const resized = original.searchParams.has('w');
        original.searchParams.delete('w');
        if (!resized) stored.set(original.href, bytes);
        else if (!stored.has(original.href)) stored.set(original.href, null);
      }
      for (const [address, bytes] of stored) {
        if (bytes === null) {
          stored.set(address, (await (await fetch(address)).arrayBuffer()).byteLength);
        }
      }
      const asStored = [...stored.values()].reduce((sum, bytes) => sum + bytes, 0);
      console.log(
        `${width} px (${scale}×): ${fetched.length} pictures, ${kb(total)}; the same ` +
          `${stored.size} pictures as stored: ${kb(asStored)} (${((total / asStored) * 100).toFixed(0)} %)`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function floorReport() {
  const floor = await stackFloor();
  console.log('\n-- The stack alone: its libraries in a page with no Quad code');
  if (floor.error) {
    console.log(`skipped: ${floor.error}`);
    return;
  }
  for (const step of floor.steps) {
    console.log(
      `  ${kb(step.gzip).padStart(9)}  ${step.name} (${((step.gzip / 1024 / BUDGET_KB) * 100).toFixed(0)} % of the budget)`,
    );
  }
}

if (!process.env.WEB_DIST) buildIfNeeded();
sizeReport();
await floorReport();
if (!existsSync(CHROMIUM)) {
  console.log(`\nNo Chromium at ${CHROMIUM} (set CHROME_PATH): Lighthouse and embed CLS skipped.`);
} else {
  // As the browser tests run it, on PGlite alone, serving the build being measured.
  const server = await startDemoServer({
    name: 'bench-web',
    env: () => ({ WEB_DIST: dist, DATABASE_URL: '', REDIS_URL: '' }),
    readyWithinMs: 120_000,
  });
  try {
    // One unmeasured visit first: the server's first answers warm its caches.
    await fetch(`${server.baseUrl}/1`);
    lighthouse(`${server.baseUrl}/1`);
    await embedShift(server.baseUrl);
    await imageReport(`${server.baseUrl}/1`);
    await firstScreenReport(`${server.baseUrl}/1`);
  } catch (error) {
    console.log(`web bench step failed: ${error instanceof Error ? error.message : error}`);
  } finally {
    await server.close();
  }
}
