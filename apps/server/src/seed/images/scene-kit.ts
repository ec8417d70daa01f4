/** Width and height of every generated post and event picture. */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

/** Colours of one scene; every scene reads the same five roles. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  /** The dominant accent: sun, lamp light, screen. */
  light: string;
  /** Main structure colour: buildings, shelves, desk. */
  base: string;
  /** Accents sprinkled over the scene: books, windows, confetti. */
  accents: string[];
}

/** A small deterministic PRNG (mulberry32), so the same seed draws the same picture. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random integer in [min, max]. */
export function between(random: () => number, min: number, max: number): number {
  return Math.floor(min + random() * (max - min + 1));
}

/** A random element of a non-empty list. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** A vertical linear gradient definition. */
export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A soft radial glow definition fading to transparent. */
export function glow(id: string, colour: string, opacity = 0.8): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** Wraps a scene body in a full-size SVG with a sky gradient and a subtle vignette. */
export function sceneSvg(palette: Palette, defs: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">`,
    `<defs>${verticalGradient('sky', palette.skyTop, palette.skyBottom)}`,
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
    `${defs}</defs>`,
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>`,
    body,
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}

/** A rounded rectangle. */
export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius = 0,
  extra = '',
): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${radius}" fill="${fill}" ${extra}/>`;
}

/** A circle. */
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
}

/** A deciduous tree: trunk and three overlapping canopy circles. */
export function tree(
  x: number,
  groundY: number,
  size: number,
  canopy: string,
  trunk = '#5b4636',
): string {
  return [
    rect(x - size * 0.08, groundY - size * 0.9, size * 0.16, size * 0.9, trunk, 4),
    circle(x, groundY - size * 1.15, size * 0.5, canopy),
    circle(x - size * 0.35, groundY - size * 0.9, size * 0.38, canopy),
    circle(x + size * 0.35, groundY - size * 0.92, size * 0.4, canopy),
  ].join('');
}

/** Scattered small shapes (stars, confetti, leaves) over a band of the picture. */
export function scatter(
  random: () => number,
  count: number,
  area: { top: number; bottom: number },
  draw: (x: number, y: number, index: number) => string,
): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    out += draw(random() * SCENE_WIDTH, area.top + random() * (area.bottom - area.top), index);
  }
  return out;
}
