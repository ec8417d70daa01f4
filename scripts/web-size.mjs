// The JS and CSS a browser fetches before the web app's first screen shows: index.html's entry,
// every module reachable from it by static import (its modulepreloads) and its stylesheets,
// each with its gzipped size. `node scripts/web-size.mjs [distDir]` prints the total.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** index.html's entry, every module reachable from it by static import, and its stylesheets. */
export function initialAssets(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );
  const seen = new Set();
  const queue = [...referenced];
  while (queue.length > 0) {
    const asset = queue.shift();
    if (seen.has(asset)) continue;
    seen.add(asset);
    if (!asset.endsWith('.js')) continue;
    const code = readFileSync(path.join(distDir, asset), 'utf8');
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); import() stays lazy.
    for (const match of code.matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+)["']/g,
    )) {
      queue.push(`assets/${match[1]}`);
    }
  }
  return [...seen].map((asset) => {
    const file = path.join(distDir, asset);
    return { asset, bytes: readFileSync(file).length, gzip: gzipSize(file) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
  const assets = initialAssets(distDir);
  const gzip = assets.reduce((sum, file) => sum + file.gzip, 0);
  const raw = assets.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `${distDir}: ${assets.length} files, ${(gzip / 1024).toFixed(1)} KB gzipped, ` +
      `${(raw / 1024).toFixed(1)} KB raw`,
  );
}
