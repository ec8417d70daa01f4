import { spawn } from 'node:child_process';

/** One recorded file of the stage: a person's camera and voice, or a shared screen. */
export interface StageSegment {
  file: string;
  source: 'person' | 'screen';
  hasVideo: boolean;
  hasAudio: boolean;
  /** Milliseconds from the start of the recording to this file's start. */
  offsetMs: number;
  /** How long the file lasts on stage (ms; the recorder's, to its last packet); unknown: to the end. */
  lengthMs?: number;
}

/** A stretch of the recording (seconds) in which the same files are on stage. */
export interface StageInterval {
  start: number;
  end: number;
  /** Indexes of the segments whose picture shows. */
  showing: number[];
}

/**
 * The stretches of a recording of `durationMs` between one file starting or ending and the
 * next, with the pictures on stage in each: the layout changes with them (a screen shared for
 * ten minutes puts the speakers in the column for those ten minutes only).
 */
export function stageIntervals(segments: StageSegment[], durationMs: number): StageInterval[] {
  const total = durationMs / 1000;
  const spans = segments.map((s) => {
    const start = Math.max(0, s.offsetMs / 1000);
    const end =
      s.lengthMs === undefined ? total : Math.min(total, (s.offsetMs + s.lengthMs) / 1000);
    return s.hasVideo && end > start ? { start, end } : null;
  });
  const cuts = [
    ...new Set([0, total, ...spans.flatMap((span) => (span ? [span.start, span.end] : []))]),
  ]
    .filter((t) => t >= 0 && t <= total)
    .sort((a, b) => a - b);
  const intervals: StageInterval[] = [];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    const showing = spans.flatMap((span, index) =>
      span && span.start <= start && span.end >= end ? [index] : [],
    );
    const last = intervals.at(-1);
    if (last && last.showing.join() === showing.join()) last.end = end;
    else if (showing.length > 0 || last) intervals.push({ start, end, showing });
  }
  return intervals.filter((interval) => interval.showing.length > 0);
}

const WIDTH = 1280;
const HEIGHT = 720;
/** The speakers' column beside a shared screen. */
const STRIP_WIDTH = 320;
const STRIP_TILES = 4;
const BACKGROUND = '0x111827';

interface Tile {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where each video goes: with a shared screen, the screen fills the stage left of a column of
 * speakers (as the viewers' stage shows it); otherwise the speakers share a grid. Tiles are
 * even-sized, which VP8 needs.
 */
export function layout(segments: Pick<StageSegment, 'source' | 'hasVideo'>[]): (Tile | null)[] {
  const even = (n: number) => Math.floor(n / 2) * 2;
  const screens = segments.filter((s) => s.hasVideo && s.source === 'screen').length;
  const people = segments.filter((s) => s.hasVideo && s.source === 'person').length;
  if (screens > 0) {
    const stage = { x: 0, y: 0, w: people > 0 ? WIDTH - STRIP_WIDTH : WIDTH, h: HEIGHT };
    const tileH = even(HEIGHT / STRIP_TILES);
    let person = 0;
    return segments.map((s) => {
      if (!s.hasVideo) return null;
      // A later screen covers an earlier one on the same stage while it lasts.
      if (s.source === 'screen') return stage;
      const slot = person++ % STRIP_TILES;
      return { x: WIDTH - STRIP_WIDTH, y: slot * tileH, w: STRIP_WIDTH, h: tileH };
    });
  }
  const columns = Math.ceil(Math.sqrt(people));
  const rows = Math.ceil(people / Math.max(columns, 1));
  const w = even(WIDTH / Math.max(columns, 1));
  const h = even(HEIGHT / Math.max(rows, 1));
  let index = 0;
  return segments.map((s) => {
    if (!s.hasVideo) return null;
    const at = index++;
    return { x: (at % columns) * w, y: Math.floor(at / columns) * h, w, h };
  });
}

/** ffmpeg's arguments to compose the segments into one WebM of `durationMs`. */
export function composeArguments(
  segments: StageSegment[],
  output: string,
  durationMs: number,
): string[] {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const filters = [
    `color=c=${BACKGROUND}:s=${WIDTH}x${HEIGHT}:r=30:d=${seconds(durationMs)}[base]`,
  ];
  let canvas = 'base';
  const voices: string[] = [];
  // Where each picture goes in each stretch of the recording.
  const placements = segments.map(() => [] as { interval: StageInterval; tile: Tile }[]);
  for (const interval of stageIntervals(segments, durationMs)) {
    const tiles = layout(interval.showing.map((i) => segments[i]!));
    interval.showing.forEach((i, at) => {
      const tile = tiles[at];
      if (tile) placements[i]!.push({ interval, tile });
    });
  }
  segments.forEach((segment, i) => {
    const placed = placements[i]!;
    if (placed.length > 0) {
      // The picture keeps its place in its own file: a camera often starts a moment after the
      // voice, and starting it at the file's start would put the picture ahead of the voice.
      // (ffmpeg counts each input's times from its earliest stream.)
      const copies = placed.map((_, k) => `[p${i}_${k}]`).join('');
      filters.push(
        `[${i}:v]setpts=PTS+${seconds(segment.offsetMs)}/TB,split=${placed.length}${copies}`,
      );
      placed.forEach(({ interval, tile }, k) => {
        // Each copy shows only in its stretch, in the middle of that stretch's tile. A picture
        // changes size on the way (a camera grows with its bandwidth, a phone turns): the scale
        // follows each frame, and the overlay places each frame by its own size.
        filters.push(
          `[p${i}_${k}]trim=start=${interval.start.toFixed(3)}:end=${interval.end.toFixed(3)},` +
            `scale=${tile.w}:${tile.h}:force_original_aspect_ratio=decrease[v${i}_${k}]`,
          `[${canvas}][v${i}_${k}]overlay=x=${tile.x}+(${tile.w}-overlay_w)/2:` +
            `y=${tile.y}+(${tile.h}-overlay_h)/2:eval=frame:eof_action=pass[c${i}_${k}]`,
        );
        canvas = `c${i}_${k}`;
      });
    }
    if (segment.hasAudio) {
      const delay = Math.max(0, Math.round(segment.offsetMs));
      // Silence fills whatever the voice lacks from the file's start and wherever packets went
      // missing, so each sample stays at its own time; then the file's place on the stage.
      filters.push(`[${i}:a]aresample=async=1:first_pts=0,adelay=${delay}:all=1[a${i}]`);
      voices.push(`[a${i}]`);
    }
  });
  // Overlays leave an alpha plane that VP8 cannot take.
  filters.push(`[${canvas}]format=yuv420p[stage]`);
  const maps = ['-map', '[stage]'];
  if (voices.length > 0) {
    filters.push(
      `${voices.join('')}amix=inputs=${voices.length}:duration=longest:normalize=0[voice]`,
    );
    maps.push('-map', '[voice]');
  }
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    // A picture that changes size must not rebuild the filters: that starts every stretch and
    // the background over, and the stage loses the picture (the scale and overlay above follow it).
    ...segments.flatMap((s) => ['-reinit_filter', '0', '-i', s.file]),
    '-filter_complex',
    filters.join(';'),
    ...maps,
    '-t',
    seconds(durationMs),
    // One thread: the live events still going on keep the other cores.
    '-threads',
    '1',
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '2M',
    ...(voices.length > 0 ? ['-c:a', 'libopus', '-b:a', '96k'] : []),
    output,
  ];
}

/** Runs ffmpeg; false when it failed. */
function run(ffmpeg: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.resume();
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Whether `ffmpeg` can be run here. */
export function hasFfmpeg(ffmpeg: string): Promise<boolean> {
  return run(ffmpeg, ['-hide_banner', '-version']);
}

/**
 * Composes the stage's files into one video as viewers saw it (grid, or screen and speakers
 * while a screen is shared, voices mixed). Answers false when ffmpeg is missing or failed; the
 * caller then keeps the first speaker's file.
 */
export async function composeStage(
  ffmpeg: string,
  segments: StageSegment[],
  output: string,
  durationMs: number,
): Promise<boolean> {
  if (!segments.some((s) => s.hasVideo) || !(await hasFfmpeg(ffmpeg))) return false;
  return run(ffmpeg, composeArguments(segments, output, durationMs));
}
