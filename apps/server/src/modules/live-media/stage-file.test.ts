import { describe, expect, it } from 'vitest';
import { FRAME_HOLD_MS, FrameMerge, type TimedFrame } from './stage-file';

const frame = (time: number, isKeyframe = false): TimedFrame => ({
  data: Buffer.from([time & 0xff]),
  isKeyframe,
  time,
});

function merge(kinds: ('audio' | 'video')[], holdMs = 2000) {
  const out: string[] = [];
  const m = new FrameMerge(kinds, (kind, f) => out.push(`${kind}@${f.time}`), holdMs);
  return { m, out };
}

describe('putting a file’s frames in time order', () => {
  it('holds the voice until the picture of the same moment comes, then hands both on in order', () => {
    const { m, out } = merge(['audio', 'video']);
    for (const time of [0, 20, 40, 60, 80, 100]) m.push('audio', frame(time));
    // The picture runs late: nothing may go before it, or its frames would land before the
    // WebM cluster the voice already started.
    expect(out).toEqual([]);
    m.push('video', frame(33, true));
    expect(out).toEqual(['audio@0', 'audio@20', 'video@33']);
    m.push('video', frame(66));
    m.push('video', frame(100));
    expect(out.slice(3)).toEqual([
      'audio@40',
      'audio@60',
      'video@66',
      'audio@80',
      'audio@100',
      'video@100',
    ]);
  });

  it('keeps a picture that comes seconds after the voice (its first sender report came late)', () => {
    const { m, out } = merge(['audio', 'video'], FRAME_HOLD_MS);
    for (let time = 0; time <= 4000; time += 20) m.push('audio', frame(time));
    for (let time = 0; time <= 4000; time += 100) m.push('video', frame(time));
    expect(m.late).toBe(0);
    expect(out.filter((o) => o.startsWith('video'))).toHaveLength(41);
    expect(out.filter((o) => o.startsWith('audio'))).toHaveLength(201);
  });

  it('lets the voice go on alone while the camera is off, the hold behind', () => {
    const { m, out } = merge(['audio', 'video'], 500);
    m.push('video', frame(0, true));
    for (let time = 0; time <= 2000; time += 20) m.push('audio', frame(time));
    // Everything up to half a second behind the newest voice has gone.
    expect(out.at(-1)).toBe('audio@1500');
    // A picture from before what went is too late for the file.
    m.push('video', frame(1000));
    expect(m.late).toBe(1);
    expect(out).not.toContain('video@1000');
  });

  it('hands on everything it holds once every track has ended', () => {
    const { m, out } = merge(['audio', 'video']);
    m.push('audio', frame(0));
    m.push('audio', frame(20));
    m.end('audio');
    expect(m.done).toBe(false);
    // With the voice ended, the picture no longer waits for it.
    m.push('video', frame(10, true));
    expect(out).toEqual(['audio@0', 'video@10']);
    m.push('video', frame(40));
    m.end('video');
    expect(m.done).toBe(true);
    expect(out).toEqual(['audio@0', 'video@10', 'audio@20', 'video@40']);
  });
});
