import { expect } from 'vitest';
import { halvesShowing, probe } from '../modules/live-media/media-peers';

/**
 * Expects a composed recording of the red and the blue stand-in speakers: VP8 at 1280 px and
 * Opus, each picture in its own half of the grid (a lone speaker's file would fill the frame).
 * Answers the streams ffprobe found.
 */
export function expectRedBesideBlue(file: string): ReturnType<typeof probe> {
  const streams = probe(file);
  expect(streams).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ codec_type: 'video', codec_name: 'vp8', width: 1280 }),
      expect.objectContaining({ codec_type: 'audio', codec_name: 'opus' }),
    ]),
  );
  const seen = halvesShowing(file);
  const found = JSON.stringify({ red: [...seen.red], blue: [...seen.blue], streams });
  expect(seen.red.size, found).toBe(1);
  expect(seen.blue.size, found).toBe(1);
  expect([...seen.red][0], found).not.toBe([...seen.blue][0]);
  return streams;
}
