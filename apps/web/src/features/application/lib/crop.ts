/** A photo being cropped: its size, how far it is zoomed and where its top-left corner sits. */
export type CropState = {
  /** Natural size of the image. */
  width: number;
  height: number;
  /** 1 shows the whole short side; up to MAX_ZOOM. */
  zoom: number;
  /** Top-left of the image inside the square viewport, in viewport units (0 to 1 = one side). */
  x: number;
  y: number;
};

export const MAX_ZOOM = 3;

/** How large the image is drawn, in viewport units: its short side fills the square at zoom 1. */
function drawnSize(state: Pick<CropState, 'width' | 'height' | 'zoom'>) {
  const scale = state.zoom / Math.min(state.width, state.height);
  return { w: state.width * scale, h: state.height * scale };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the square covered: the image never leaves a gap at an edge. */
export function clampCrop(state: CropState): CropState {
  const zoom = clamp(state.zoom, 1, MAX_ZOOM);
  const { w, h } = drawnSize({ ...state, zoom });
  return { ...state, zoom, x: clamp(state.x, 1 - w, 0), y: clamp(state.y, 1 - h, 0) };
}

/** A new photo, centred, at zoom 1. */
export function initialCrop(width: number, height: number): CropState {
  const { w, h } = drawnSize({ width, height, zoom: 1 });
  return { width, height, zoom: 1, x: (1 - w) / 2, y: (1 - h) / 2 };
}

/** Moves the image by a distance in viewport units. */
export function moveCrop(state: CropState, dx: number, dy: number): CropState {
  return clampCrop({ ...state, x: state.x + dx, y: state.y + dy });
}

/** Zooms around the centre of the square. */
export function zoomCrop(state: CropState, zoom: number): CropState {
  const next = clamp(zoom, 1, MAX_ZOOM);
  const ratio = next / state.zoom;
  return clampCrop({
    ...state,
    zoom: next,
    x: 0.5 - (0.5 - state.x) * ratio,
    y: 0.5 - (0.5 - state.y) * ratio,
  });
}

/** The square of the source image the viewport shows, in image pixels. */
export function sourceSquare(state: CropState): { sx: number; sy: number; size: number } {
  const pixelsPerUnit = Math.min(state.width, state.height) / state.zoom;
  // `+ 0` turns -0 into 0.
  return {
    sx: -state.x * pixelsPerUnit + 0,
    sy: -state.y * pixelsPerUnit + 0,
    size: pixelsPerUnit,
  };
}

/** How the image is placed in the viewport, as CSS percentages. */
export function imageStyle(state: CropState): {
  left: string;
  top: string;
  width: string;
  height: string;
} {
  const { w, h } = drawnSize(state);
  const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
  return { left: percent(state.x), top: percent(state.y), width: percent(w), height: percent(h) };
}
