import sharp from 'sharp';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { Palette } from './scene-kit';
import { campusScene, cityScene, coastScene, graduationScene, parkScene } from './scenes-outdoor';
import {
  deskScene,
  labScene,
  libraryScene,
  lectureScene,
  marketScene,
  stageScene,
} from './scenes-indoor';

/** How a demo person's illustrated avatar looks (DiceBear "Notionists", CC0 1.0 by Zoish). */
export interface AvatarLook {
  /** Notionists hair variant number (1–63). */
  hair: number;
  /** Background colour, hex without '#'. */
  background: string;
  beard?: boolean;
  glasses?: boolean;
  /** A friendly gesture drawn in front of the body. */
  wave?: boolean;
}

const pad = (value: number) => `variant${String(value).padStart(2, '0')}` as const;

// Only smiling mouths, open eyes and relaxed brows: an ambassador should look approachable.
const FRIENDLY_LIPS = [3, 14, 17, 22, 23, 25, 30].map(pad);
const FRIENDLY_EYES = [4, 5].map(pad);
const FRIENDLY_BROWS = [1, 2, 4, 9, 10, 12].map(pad);
// Clear lenses only: sunglasses hide the eyes.
const CLEAR_GLASSES = [3, 8, 11].map(pad);

/** A 512×512 PNG of an illustrated person. */
export async function renderAvatar(seed: string, look: AvatarLook): Promise<Uint8Array> {
  const svg = createAvatar(notionists, {
    seed,
    size: 512,
    backgroundColor: [look.background],
    hair: [pad(look.hair)] as notionists.Options['hair'],
    lips: FRIENDLY_LIPS as notionists.Options['lips'],
    eyes: FRIENDLY_EYES as notionists.Options['eyes'],
    brows: FRIENDLY_BROWS as notionists.Options['brows'],
    beardProbability: look.beard ? 100 : 0,
    glasses: CLEAR_GLASSES as notionists.Options['glasses'],
    glassesProbability: look.glasses ? 100 : 0,
    gesture: ['waveLongArm', 'hand', 'ok'],
    gestureProbability: look.wave ? 100 : 0,
  }).toString();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SCENES = {
  campus: campusScene,
  city: cityScene,
  coast: coastScene,
  park: parkScene,
  graduation: graduationScene,
  library: libraryScene,
  lecture: lectureScene,
  lab: labScene,
  desk: deskScene,
  stage: stageScene,
  market: marketScene,
} satisfies Record<string, (palette: Palette, seed: number) => string>;

export type SceneName = keyof typeof SCENES;

/** Named colour moods for scenes. */
export const PALETTES = {
  goldenHour: {
    skyTop: '#f6a65a',
    skyBottom: '#fde3b0',
    light: '#fff4d6',
    base: '#8c5a3c',
    accents: ['#7fae74', '#4f7f5a'],
  },
  springMorning: {
    skyTop: '#8fc9f0',
    skyBottom: '#e8f6ff',
    light: '#fff6c9',
    base: '#b7775a',
    accents: ['#86c17a', '#5b9a63'],
  },
  brand: {
    skyTop: '#ff7a3d',
    skyBottom: '#ffd3b0',
    light: '#fff1e0',
    base: '#2f3342',
    accents: ['#ff5100', '#ffb347', '#3d5a80', '#98c1d9', '#ee6c4d'],
  },
  nightBlue: {
    skyTop: '#0b1a3a',
    skyBottom: '#2a3f74',
    light: '#ffd36e',
    base: '#151d33',
    accents: ['#ffb65c', '#9ad1ff', '#ff8fa3'],
  },
  autumn: {
    skyTop: '#f3c98b',
    skyBottom: '#fbeedd',
    light: '#fff1d0',
    base: '#7d8f4e',
    accents: ['#d9622b', '#e8a33d', '#b5412c', '#f2c14e'],
  },
  library: {
    skyTop: '#bcd7f2',
    skyBottom: '#f3e7cf',
    light: '#ffd58a',
    base: '#5e4131',
    accents: ['#8b2e2e', '#2f5d50', '#c28f2c', '#3b4f7d', '#7a4b6d', '#d0b48c'],
  },
  lecture: {
    skyTop: '#1d2230',
    skyBottom: '#1d2230',
    light: '#ffb347',
    base: '#3a3f4f',
    accents: ['#ff5100', '#e76f51', '#2a9d8f', '#e9c46a'],
  },
  mint: {
    skyTop: '#9ee0d0',
    skyBottom: '#effaf6',
    light: '#fff8e1',
    base: '#d8e2dc',
    accents: ['#1d4ed8', '#2a9d8f', '#e76f51', '#f4a261'],
  },
  ocean: {
    skyTop: '#7fb8e0',
    skyBottom: '#e6f2f8',
    light: '#fff6cf',
    base: '#6d6256',
    accents: ['#5f9e6e', '#2f6f8f'],
  },
  celebration: {
    skyTop: '#4f7cff',
    skyBottom: '#bcd2ff',
    light: '#ffd166',
    base: '#2f3a5a',
    accents: ['#ff5100', '#ffd166', '#06d6a0', '#ef476f', '#ffffff'],
  },
  oak: {
    skyTop: '#a5c8e4',
    skyBottom: '#f2efe6',
    light: '#ffd166',
    base: '#b58b63',
    accents: ['#ff5100', '#1d4ed8', '#2a9d8f'],
  },
  festival: {
    skyTop: '#2b1b4a',
    skyBottom: '#6b2f6b',
    light: '#ffe29a',
    base: '#24283a',
    accents: ['#ff5100', '#8b5cf6', '#22d3ee', '#f472b6'],
  },
  meadow: {
    skyTop: '#9fd3f5',
    skyBottom: '#eef8ff',
    light: '#fff6c9',
    base: '#7fb069',
    accents: ['#5b9a63', '#9ccc65', '#f4a261'],
  },
  harbour: {
    skyTop: '#f7b267',
    skyBottom: '#fde8c8',
    light: '#fff1d6',
    base: '#8a6a52',
    accents: ['#e63946', '#2a9d8f', '#f4a261', '#457b9d'],
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

/** A 1200×800 JPEG of a generated scene. */
export async function renderScene(
  scene: SceneName,
  palette: PaletteName,
  seed: number,
): Promise<Uint8Array> {
  const svg = SCENES[scene](PALETTES[palette], seed);
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A 512×512 PNG crest: a shield in the brand colour with an open book and a monogram. */
export async function renderCrest(monogram: string, colour: string): Promise<Uint8Array> {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<rect width="512" height="512" rx="96" fill="#ffffff"/>`,
    `<path d="M256 52 L420 104 V250 C420 350 350 420 256 464 C162 420 92 350 92 250 V104Z" fill="${colour}"/>`,
    `<path d="M256 80 L396 124 V250 C396 336 338 396 256 436 C174 396 116 336 116 250 V124Z" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`,
    '<path d="M166 170 Q211 150 252 170 V262 Q211 244 166 262Z M260 170 Q301 150 346 170 V262 Q301 244 260 262Z" fill="#ffffff"/>',
    `<text x="256" y="370" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700" font-size="92" fill="#ffffff">${monogram}</text>`,
    '</svg>',
  ].join('');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
