import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from './workers';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from 'playwright-core';
import { settle, writeReport, type Violation } from './a11y';
import { launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser';
import { personAt, signIn } from './people';
import { freePort, startTestServer } from './server';

const baseUrl = sharedBaseUrl();
const SHOTS = process.env.SHOTS_DIR ?? path.join(SCREENSHOT_DIR, 'live-media');
let browser: Browser;
const contexts: BrowserContext[] = [];
const violations: Violation[] = [];
/** What a test started beside the shared server (Janus, a server of its own), stopped at the end. */
const cleanups: (() => Promise<void>)[] = [];

/** Debian's janus, when installed; the Janus journey runs only then. */
const janusBinary = spawnSync('sh', ['-c', 'command -v janus']).stdout.toString().trim();

async function waitFor(url: string, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start`);
}

/** Janus with the VideoRoom and its HTTP API on a free port (Debian's configuration otherwise). */
async function startJanus(): Promise<{ url: string; stop(): void }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'quad-e2e-janus-'));
  for (const name of ['janus.jcfg', 'janus.plugin.videoroom.jcfg', 'janus.transport.http.jcfg']) {
    copyFileSync(path.join('/etc/janus', name), path.join(folder, name));
  }
  const port = await freePort();
  const http = path.join(folder, 'janus.transport.http.jcfg');
  writeFileSync(
    http,
    readFileSync(http, 'utf8')
      .replace(/^\s*port = \d+/m, `\tport = ${port}`)
      .replace(/^\s*admin_http = \w+/m, '\tadmin_http = false'),
  );
  const child = spawn(janusBinary, ['-F', folder, '-d', '2'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/janus`;
  await waitFor(`${url}/info`, 'janus');
  return {
    url,
    stop() {
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Chromium with fake camera, microphone and screen, every permission prompt accepted. */
const launchMediaBrowser = () =>
  launchBrowser([
    '--auto-select-desktop-capture-source=Entire screen',
    '--autoplay-policy=no-user-gesture-required',
  ]);

/** axe on the page's main content (the stage, its controls, the tabs), WCAG 2.1 AA. */
async function axeMain(page: Page, screen: string): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => ({
    screen,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}

async function shot(prefix: string, page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  // From the top, with no control left focused by the test.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(SHOTS, `${prefix}${name}.png`), fullPage: true });
}

type Playback = { width: number; frames: number };

/** Size and decoded frames of the stage's first video of a kind (camera or screen). */
async function playback(page: Page, kind: 'camera' | 'screen'): Promise<Playback | null> {
  return page.evaluate((which) => {
    const video = document.querySelector<HTMLVideoElement>(`video[data-stage-video="${which}"]`);
    if (!video) return null;
    return { width: video.videoWidth, frames: video.getVideoPlaybackQuality().totalVideoFrames };
  }, kind);
}

/** Waits until the page plays video of that kind, then checks that its frames advance. */
async function expectMoving(page: Page, kind: 'camera' | 'screen'): Promise<void> {
  await expect
    .poll(async () => (await playback(page, kind))?.width ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const before = (await playback(page, kind))?.frames ?? 0;
  await expect
    .poll(async () => (await playback(page, kind))?.frames ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(before + 10);
}

/**
 * The speaker's camera is in the recording (Chromium's fake camera is green, the stage's
 * background dark blue), on the stage or in the speakers' column beside the shared screen, at a
 * third, a half and two thirds of it: the speaker is on stage throughout. When it is not, the
 * recording and the frames looked at are kept beside the screenshots.
 */
async function expectCameraRecorded(prefix: string, player: Locator): Promise<void> {
  const looked = await player.evaluate(async (video: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const context = canvas.getContext('2d');
    const seen: { at: number; pixel: number[]; frame: string }[] = [];
    video.pause();
    for (const share of [1 / 3, 1 / 2, 2 / 3]) {
      await new Promise((resolve) => {
        video.addEventListener('seeked', resolve, { once: true });
        video.currentTime = video.duration * share;
      });
      context?.drawImage(video, 0, 0, 1280, 720);
      seen.push({
        at: video.currentTime,
        pixel: [...(context?.getImageData(1020, 150, 1, 1).data ?? [])],
        frame: canvas.toDataURL('image/png'),
      });
    }
    return { seen, duration: video.duration, src: video.currentSrc };
  });
  const green = looked.seen.every(({ pixel: [r = 0, g = 0, b = 0] }) => g > 60 && r < 40 && b < 40);
  if (!green) {
    mkdirSync(SHOTS, { recursive: true });
    const recording = await fetch(looked.src).then((r) => r.arrayBuffer());
    writeFileSync(path.join(SHOTS, `${prefix}recording.webm`), Buffer.from(recording));
    looked.seen.forEach(({ frame }, index) =>
      writeFileSync(
        path.join(SHOTS, `${prefix}recording-at-${index + 1}.png`),
        Buffer.from(frame.replace(/^data:image\/png;base64,/, ''), 'base64'),
      ),
    );
  }
  expect(
    green,
    `camera in the recording (${looked.duration} s): ${JSON.stringify(looked.seen.map(({ at, pixel }) => ({ at, pixel })))}`,
  ).toBe(true);
}

async function createEvent(
  base: string,
): Promise<{ id: number; slug: string; speaker_code: string }> {
  const admin = await signIn(base, 'admin@demo.test');
  const now = Date.now();
  const response = await fetch(`${base}/api/v1/admin/liveEvents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({
      name: 'Campus tour, live from the library',
      description: 'Two students walk you through the library and answer your questions.',
      from_date: new Date(now + 5 * 60_000).toISOString(),
      to_date: new Date(now + 65 * 60_000).toISOString(),
      is_promote: false,
    }),
  });
  const body = await response.json();
  expect(response.ok, JSON.stringify(body)).toBe(true);
  return body.data.liveEvent;
}

beforeAll(async () => {
  browser = await launchMediaBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  writeReport('a11y-live-media', violations);
});

/**
 * The whole stage journey on one server: a speaker joins by code and goes live, two viewers'
 * videos play and advance, one viewer's connection is cut and comes back, a shared screen reaches
 * both, muting shows, the speaker ends (and, with recording, the recording plays on demand).
 */
async function stageJourney(
  base: string,
  prefix: string,
  { onDemand, layers }: { onDemand: boolean; layers: boolean },
): Promise<void> {
  const event = await createEvent(base);
  const eventPath = `${base}/1/live-streams/${event.slug}`;

  // The speaker joins with the event's code, as an external speaker does.
  const speakerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  contexts.push(speakerContext);
  const speaker = await speakerContext.newPage();
  await speaker.goto(eventPath);
  await speaker.getByRole('button', { name: /Join with your speaker code/ }).click();
  await speaker.getByLabel('Speaker code').fill(event.speaker_code);
  await speaker.getByLabel('First name').fill('Amara');
  await speaker.getByLabel('Last name').fill('Okafor');
  await speaker.getByRole('button', { name: 'Join as speaker' }).click();
  // A new account accepts the terms first.
  await speaker.getByRole('button', { name: 'Accept and continue' }).click();

  // In the back room first, then live.
  await speaker.getByRole('button', { name: 'Join the stage' }).click();
  await expect
    .poll(() => speaker.getByRole('status').filter({ hasText: 'back room' }).count(), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await expectMoving(speaker, 'camera');
  await speaker.getByRole('button', { name: 'Go live' }).click();
  await speaker.getByRole('dialog').getByRole('button', { name: 'Go live' }).click();
  await expect
    .poll(() => speaker.getByTestId('live-status').textContent(), { timeout: 20_000 })
    .toBe('Live');

  // Two viewers: a signed-in prospect on a phone and a visitor on a laptop.
  const prospect = await personAt(browser, base, 'prospect@demo.test', VIEWPORTS.phone);
  contexts.push(prospect.context);
  const visitorContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
  contexts.push(visitorContext);
  const visitor = await visitorContext.newPage();
  // The visitor's realtime connection runs through the test, so the test can cut it.
  const links: WebSocketRoute[] = [];
  await visitor.routeWebSocket(/\/realtime\//, (page) => {
    links.push(page, page.connectToServer());
  });
  await Promise.all([prospect.page.goto(eventPath), visitor.goto(eventPath)]);
  await expectMoving(prospect.page, 'camera');
  await expectMoving(visitor, 'camera');
  await expect.poll(() => visitor.getByRole('button', { name: 'Turn sound on' }).count()).toBe(1);
  if (layers) {
    // Simulcast: each viewer receives the camera at the size it shows it. The laptop's stage is
    // over 360 px high (the whole 720p picture), the phone's about 200 (half of it), and a stage
    // 180 px high gets the quarter.
    const cameraWidth = (page: Page) => playback(page, 'camera').then((p) => p?.width ?? 0);
    await expect.poll(() => cameraWidth(visitor), { timeout: 30_000 }).toBe(1280);
    await expect.poll(() => cameraWidth(prospect.page), { timeout: 30_000 }).toBe(640);
    await visitor.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => cameraWidth(visitor), { timeout: 30_000 }).toBe(320);
    await visitor.setViewportSize(VIEWPORTS.desktop);
    await expect.poll(() => cameraWidth(visitor), { timeout: 30_000 }).toBe(1280);
  }
  await settle(visitor);
  violations.push(...(await axeMain(visitor, 'live-media-viewer-desktop')));
  await shot(prefix, visitor, 'viewer-desktop');
  await shot(prefix, prospect.page, 'viewer-phone');

  // The visitor's connection drops: the stage says so and comes back by itself, no reload.
  await visitor.evaluate(() => {
    const stage = document.querySelector('[data-live-stage]');
    const seen: string[] = [];
    Object.assign(window, { sameLoad: true, stageStates: seen });
    if (stage) {
      new MutationObserver(() => seen.push(stage.getAttribute('data-live-stage') ?? '')).observe(
        stage,
        { attributes: true },
      );
    }
  });
  for (const link of links.splice(0)) await link.close({ code: 1001, reason: 'network drop' });
  await expect
    .poll(
      () => visitor.evaluate(() => (window as unknown as { stageStates: string[] }).stageStates),
      {
        timeout: 20_000,
      },
    )
    .toContain('reconnecting');
  await expect
    .poll(() => visitor.locator('[data-live-stage]').getAttribute('data-live-stage'), {
      timeout: 30_000,
    })
    .toBe('watching');
  expect(await visitor.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(
    true,
  );
  await expectMoving(visitor, 'camera');

  // Screen share: viewers see the screen on the stage.
  await speaker.getByRole('button', { name: 'Share screen' }).click();
  await expectMoving(visitor, 'screen');
  await expectMoving(prospect.page, 'screen');
  await expect(
    visitor.getByRole('figure').filter({ hasText: 'Screen shared by Amara Okafor' }).count(),
  ).resolves.toBe(1);
  await shot(prefix, visitor, 'viewer-desktop-screen');
  await settle(speaker);
  violations.push(...(await axeMain(speaker, 'live-media-speaker-desktop')));
  await shot(prefix, speaker, 'speaker-desktop');
  await speaker.setViewportSize(VIEWPORTS.phone);
  await shot(prefix, speaker, 'speaker-phone');
  await speaker.setViewportSize(VIEWPORTS.desktop);

  // Muting is heard as a mark on the viewers' tile.
  await speaker.getByRole('button', { name: 'Mute' }).click();
  await expect
    .poll(() => visitor.getByText('Microphone off').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);

  // The speaker ends the event: it is no longer live for the viewers.
  await speaker.getByRole('button', { name: 'End event' }).click();
  await speaker.getByRole('dialog').getByRole('button', { name: 'End event' }).click();
  await expect
    .poll(() => visitor.getByTestId('live-status').textContent(), { timeout: 20_000 })
    .not.toBe('Live');

  if (onDemand) {
    // What was recorded while live becomes the event's video, played in the on-demand player
    // (composing it takes ffmpeg a while on a busy machine).
    await expect
      .poll(() => visitor.getByTestId('live-status').textContent(), { timeout: 90_000 })
      .toBe('On demand');
    const player = visitor.getByLabel('Recording of Campus tour, live from the library');
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(1);
    expect(await player.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await expectCameraRecorded(prefix, player);
    violations.push(...(await axeMain(visitor, 'live-media-on-demand-desktop')));
    await shot(prefix, visitor, 'viewer-desktop-on-demand');
    await visitor.setViewportSize(VIEWPORTS.phone);
    violations.push(...(await axeMain(visitor, 'live-media-on-demand-phone')));
    await shot(prefix, visitor, 'viewer-phone-on-demand');
  }
  expect(violations).toEqual([]);
}

describe('live video', () => {
  // The recording is composed with ffmpeg once the event ends, before it plays on demand.
  it('a speaker goes live; two viewers see the camera, each at the size it shows it, then the shared screen; the speaker ends and the recording plays on demand', async () => {
    await stageJourney(baseUrl, '', { onDemand: true, layers: true });
  }, 240_000);

  it.skipIf(!janusBinary)(
    'the same browser code runs on a Janus VideoRoom (MEDIA_SERVER=janus)',
    async () => {
      const janus = await startJanus();
      cleanups.push(async () => janus.stop());
      const server = await startTestServer('media', () => ({
        MEDIA_SERVER: 'janus',
        JANUS_URL: janus.url,
      }));
      cleanups.unshift(() => server.close());
      await stageJourney(server.baseUrl, 'janus-', { onDemand: true, layers: false });
    },
    240_000,
  );
});
