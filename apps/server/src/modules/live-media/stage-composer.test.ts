import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeStage, layout, type StageSegment } from './stage-composer';

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
