import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeStage, layout, stageIntervals, type StageSegment } from './stage-composer';

/** Debian's ffmpeg, when installed: composing is tested only then. */
const ffmpeg = spawnSync('sh', ['-c', 'command -v ffmpeg']).stdout.toString().trim();

function run(args: string[]): string {
  const out = spawnSync('ffmpeg', ['-hide_banner', ...args]);
  if (out.status !== 0) throw new Error(out.stderr.toString());
  return out.stderr.toString() + out.stdout.toString();
}

/**
 * A person's file as werift's recorder writes one when the camera comes on after the voice:
 * the voice from the file's start, the picture from `pictureAt` seconds; a beep and a white
 * flash at the same moment, `at` seconds into the file.
 */
function personFile(file: string, pictureAt: number, at: number) {
  run([
    ...['-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i'],
    `aevalsrc='if(between(t,${at},${at + 0.2}),0.8*sin(2*PI*880*t),0)':s=48000:d=${at + 3}`,
    ...['-itsoffset', String(pictureAt), '-f', 'lavfi', '-i'],
    `color=c=black:s=320x240:r=30:d=${at + 3 - pictureAt},` +
      `geq=lum='if(between(T+${pictureAt},${at},${at + 0.2}),235,16)':cb=128:cr=128`,
    ...['-map', '1:v', '-map', '0:a', '-c:v', 'libvpx', '-c:a', 'libopus', file],
  ]);
}

/** Where a file's first bright picture within the crop shows, and where its first sound starts. */
function flashAndBeep(file: string, crop: string): { flash: number; beep: number } {
  const frames = run([
    ...['-v', 'error', '-i', file, '-an'],
    ...['-vf', `crop=${crop},signalstats,metadata=print:key=lavfi.signalstats.YAVG:file=-`],
    ...['-f', 'null', '-'],
  ]);
  let time = NaN;
  let flash = NaN;
  for (const line of frames.split('\n')) {
    const pts = /pts_time:([\d.]+)/.exec(line);
    if (pts) time = Number(pts[1]);
    const luma = /YAVG=([\d.]+)/.exec(line);
    if (luma && Number(luma[1]) > 100) {
      flash = time;
      break;
    }
  }
  const sound = run([
    ...['-v', 'info', '-i', file, '-vn'],
    ...['-af', 'silencedetect=n=-30dB:d=0.3', '-f', 'null', '-'],
  ]);
  const beep = Number(/silence_end: ([\d.]+)/.exec(sound)?.[1]);
  return { flash, beep };
}

/** A VP8 file of one plain colour. */
function plainVideo(file: string, colour: string, size: string, seconds: number): string {
  run([
    ...['-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `color=c=${colour}:s=${size}:r=30:d=${seconds}`, '-c:v', 'libvpx', file],
  ]);
  return file;
}

/** A speaker on stage from the start, and a screen shared from `offsetMs` for `lengthMs`. */
function speakerAndScreen(
  speaker: string,
  screen: string,
  offsetMs: number,
  lengthMs: number,
): StageSegment[] {
  return [
    { file: speaker, source: 'person', hasVideo: true, hasAudio: false, offsetMs: 0 },
    { file: screen, source: 'screen', hasVideo: true, hasAudio: false, offsetMs, lengthMs },
  ];
}

/** What shows at (x, y) of a composed stage at `second`: the green speaker, the red screen or neither. */
function colourAt(file: string, second: number, x: number, y: number) {
  const out = spawnSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(second), '-i', file, '-frames:v', '1'],
    ...['-vf', `crop=20:20:${x - 10}:${y - 10},scale=1:1`, '-f', 'rawvideo'],
    ...['-pix_fmt', 'rgb24', '-'],
  ]).stdout;
  const [r = 0, g = 0] = out;
  return g > 100 && r < 80 ? 'speaker' : r > 100 && g < 80 ? 'screen' : 'background';
}

describe('stage layout', () => {
  it('shares a grid among speakers, and puts a shared screen beside a column of them', () => {
    const person = { source: 'person', hasVideo: true } as const;
    expect(layout([person, person])).toEqual([
      { x: 0, y: 0, w: 640, h: 720 },
      { x: 640, y: 0, w: 640, h: 720 },
    ]);
    expect(layout([person, { source: 'screen', hasVideo: true }])).toEqual([
      { x: 960, y: 0, w: 320, h: 180 },
      { x: 0, y: 0, w: 960, h: 720 },
    ]);
    // A voice alone has no tile.
    expect(layout([{ source: 'person', hasVideo: false }, person])).toEqual([
      null,
      { x: 0, y: 0, w: 1280, h: 720 },
    ]);
  });
});

describe('the stage over time', () => {
  const person = (offsetMs: number, lengthMs?: number): StageSegment => ({
    file: 'p.webm',
    source: 'person',
    hasVideo: true,
    hasAudio: true,
    offsetMs,
    ...(lengthMs === undefined ? {} : { lengthMs }),
  });

  it('changes the layout when a screen share starts and when it stops', () => {
    const screen: StageSegment = { ...person(2000, 2000), source: 'screen', hasAudio: false };
    expect(stageIntervals([person(0), screen], 6000)).toEqual([
      { start: 0, end: 2, showing: [0] },
      { start: 2, end: 4, showing: [0, 1] },
      { start: 4, end: 6, showing: [0] },
    ]);
  });

  it('shows a later speaker from when they came, and nothing where nobody has a picture', () => {
    const voiceOnly: StageSegment = { ...person(0), hasVideo: false };
    expect(stageIntervals([voiceOnly, person(1500, 1000), person(1000)], 3000)).toEqual([
      { start: 1, end: 1.5, showing: [2] },
      { start: 1.5, end: 2.5, showing: [1, 2] },
      { start: 2.5, end: 3, showing: [2] },
    ]);
  });
});

describe.runIf(ffmpeg)('composing the stage (ffmpeg installed)', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'quad-stage-composer-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps picture and voice together when the camera started after the voice', async () => {
    // The speaker's camera came on two seconds after their voice; they joined the stage 0.7 s
    // after it began, beside a second speaker with picture only.
    const speaker = path.join(folder, 'speaker.webm');
    personFile(speaker, 2, 3);
    const other = path.join(folder, 'other.webm');
    run([
      ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x303030:s=320x240:r=30:d=5'],
      ...['-c:v', 'libvpx', other],
    ]);
    const segments: StageSegment[] = [
      { file: speaker, source: 'person', hasVideo: true, hasAudio: true, offsetMs: 700 },
      { file: other, source: 'person', hasVideo: true, hasAudio: false, offsetMs: 0 },
    ];
    const output = path.join(folder, 'stage.webm');
    expect(await composeStage(ffmpeg, segments, output, 7000)).toBe(true);

    // The speaker's tile is the left half of the grid.
    const { flash, beep } = flashAndBeep(output, '600:300:20:210');
    expect(beep).toBeCloseTo(3.7, 1);
    // One frame at 30 frames a second is 33 ms; a viewer notices 80 ms and more.
    expect(Math.abs(flash - beep), JSON.stringify({ flash, beep })).toBeLessThan(0.08);
  }, 60_000);

  it('puts the speaker beside a shared screen only while it is shared', async () => {
    const speaker = plainVideo(path.join(folder, 'green.webm'), '0x00a000', '320x240', 6);
    const screen = plainVideo(path.join(folder, 'screen.webm'), '0xc00000', '640x360', 2);
    const segments = speakerAndScreen(speaker, screen, 2000, 2000);
    const output = path.join(folder, 'screen-stage.webm');
    expect(await composeStage(ffmpeg, segments, output, 6000)).toBe(true);
    // Before and after the share, the speaker fills the stage; during it, the screen does, with
    // the speaker in the column on the right.
    for (const second of [1, 5]) {
      expect(
        [colourAt(output, second, 480, 360), colourAt(output, second, 1000, 600)],
        `${second}s`,
      ).toEqual(['speaker', 'speaker']);
    }
    expect([
      colourAt(output, 3, 480, 360),
      colourAt(output, 3, 1120, 90),
      colourAt(output, 3, 1120, 500),
    ]).toEqual(['screen', 'speaker', 'background']);
  }, 60_000);

  it('keeps showing a camera whose picture size changes, at its own shape', async () => {
    // A browser's camera starts small and grows as its bandwidth allows (or turns on a phone);
    // the file's picture changes size on the way: 16:9, then 4:3, then 16:9 again.
    const parts = ['480x270', '640x480', '1280x720'].map(
      (size, index) =>
        `file '${plainVideo(path.join(folder, `resized-${index}.webm`), '0x00a000', size, 3)}'`,
    );
    const list = path.join(folder, 'resized.txt');
    await writeFile(list, parts.join('\n'));
    const speaker = path.join(folder, 'resized.webm');
    run([
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-c',
      'copy',
      speaker,
    ]);
    const screen = plainVideo(path.join(folder, 'resized-screen.webm'), '0xc00000', '640x360', 3);
    const segments = speakerAndScreen(speaker, screen, 2000, 3000);
    const output = path.join(folder, 'resized-stage.webm');
    expect(await composeStage(ffmpeg, segments, output, 9000)).toBe(true);
    // Small 16:9, alone: the whole stage.
    expect([colourAt(output, 1, 640, 360), colourAt(output, 1, 100, 360)]).toEqual([
      'speaker',
      'speaker',
    ]);
    // 4:3 beside the screen, then alone: in the middle of its tile, the sides left empty.
    expect([colourAt(output, 3.5, 480, 360), colourAt(output, 3.5, 1120, 90)]).toEqual([
      'screen',
      'speaker',
    ]);
    expect([colourAt(output, 5.5, 640, 360), colourAt(output, 5.5, 100, 360)]).toEqual([
      'speaker',
      'background',
    ]);
    // Full size, alone.
    expect([colourAt(output, 7.5, 640, 360), colourAt(output, 7.5, 100, 360)]).toEqual([
      'speaker',
      'speaker',
    ]);
  }, 60_000);

  it('keeps the voice in time across packets that never arrived', async () => {
    // Half a second of voice missing before the beep (werift writes what arrives, gaps and all).
    const gapped = path.join(folder, 'gapped.webm');
    personFile(gapped, 0, 3);
    const cut = path.join(folder, 'cut.webm');
    run([
      ...['-loglevel', 'error', '-y', '-i', gapped, '-c', 'copy'],
      ...['-bsf:a', "noise=drop='between(pts*tb,1.5,2)'", cut],
    ]);
    const segments: StageSegment[] = [
      { file: cut, source: 'person', hasVideo: true, hasAudio: true, offsetMs: 0 },
    ];
    const output = path.join(folder, 'gapped-stage.webm');
    expect(await composeStage(ffmpeg, segments, output, 6000)).toBe(true);
    const { flash, beep } = flashAndBeep(output, '1280:720:0:0');
    expect(Math.abs(flash - beep), JSON.stringify({ flash, beep })).toBeLessThan(0.08);
  }, 60_000);
});
