// What the first screen a widget page carries (its settings and home, see README "Web") saves a
// phone: the same page of the same server loaded as served and with that first screen taken
// out, alternately, in Chromium slowed like Lighthouse's mobile preset (150 ms round trips,
// 1.6 Mbit/s down, the processor four times slower). Prints medians; fails nothing.

const FIRST_SCREEN = /<script id="quad-first-screen"[\s\S]*?<\/script>/;
const CARDS = 'main a[href*="/chat-to-us/"]';

/** Records when the first contentful paint, the largest one and the first ambassador card came. */
function observePaints() {
  window.__marks = { fcp: NaN, lcp: NaN, cards: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__marks.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__marks.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = new MutationObserver(() => {
    if (document.querySelector('main a[href*="/chat-to-us/"]')) {
      window.__marks.cards = performance.now();
      watch.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true }),
  );
}

/** One visit of `url` in a fresh context; `carry` false takes the first screen out of the page. */
async function visit(browser, url, carry) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(observePaints);
  // Both ways go through the same interception, so only the page's content differs.
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: carry ? body : body.replace(FIRST_SCREEN, '') });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(url);
    await page.locator(CARDS).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.__marks);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** FIRST_SCREEN_RUNS visits each way (default 5), alternating; prints the medians. */
export async function firstScreenEffect(browser, url) {
  const runs = Math.max(1, Number(process.env.FIRST_SCREEN_RUNS ?? 5));
  const results = { carried: [], stripped: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const carry of run % 2 === 0 ? [true, false] : [false, true]) {
      results[carry ? 'carried' : 'stripped'].push(await visit(browser, url, carry));
    }
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\n-- The first screen the page carries, ${url} (${runs} visits each way, 390 px, ` +
      '150 ms RTT, 1.6 Mbit/s, CPU ×4; medians)',
  );
  for (const [name, marks] of Object.entries(results)) {
    console.log(
      `${name === 'carried' ? 'as served          ' : 'without it (calls)'}: ` +
        `FCP ${seconds(median(marks.map((m) => m.fcp)))}, ` +
        `LCP ${seconds(median(marks.map((m) => m.lcp)))}, ` +
        `ambassadors shown ${seconds(median(marks.map((m) => m.cards)))}`,
    );
  }
}
