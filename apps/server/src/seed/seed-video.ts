import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Storage } from '../core/storage/storage';

/** The on-demand demo event's recording, shipped in apps/server/assets/demo. */
export const DEMO_VIDEO_KEY = 'demo/videos/student-finance-explained.mp4';
const FILE = 'student-finance-explained.mp4';

function videoPath(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/seed → ../../assets ; dist → ../assets
  return [
    path.resolve(here, '../../assets/demo', FILE),
    path.resolve(here, '../assets/demo', FILE),
  ].find((candidate) => existsSync(candidate));
}

/** Stores the demo recording under its fixed key (a repeated run overwrites it). */
export async function storeDemoVideo(storage: Storage): Promise<void> {
  const file = videoPath();
  if (!file) throw new Error(`${FILE} not found in apps/server/assets/demo`);
  await storage.put(DEMO_VIDEO_KEY, new Uint8Array(await readFile(file)), 'video/mp4');
}
