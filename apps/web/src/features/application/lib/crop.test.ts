import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop, moveCrop, sourceSquare, zoomCrop } from './crop';

describe('photo crop', () => {
  it('starts centred on the middle square of a landscape photo', () => {
    const crop = initialCrop(800, 400);
    expect(sourceSquare(crop)).toEqual({ sx: 200, sy: 0, size: 400 });
  });

  it('never leaves a gap: moves stop at the edges', () => {
    const crop = moveCrop(initialCrop(800, 400), 5, 5);
    expect(sourceSquare(crop)).toEqual({ sx: 0, sy: 0, size: 400 });
    const other = moveCrop(initialCrop(800, 400), -5, 0);
    expect(sourceSquare(other).sx).toBeCloseTo(400);
  });

  it('zooms around the centre and keeps zoom between 1 and 3', () => {
    const zoomed = zoomCrop(initialCrop(400, 400), 2);
    expect(sourceSquare(zoomed)).toEqual({ sx: 100, sy: 100, size: 200 });
    expect(clampCrop({ ...zoomed, zoom: 9 }).zoom).toBe(3);
    expect(zoomCrop(zoomed, 0.1).zoom).toBe(1);
  });
});
