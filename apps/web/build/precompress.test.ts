import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of text files large enough to gain, and nothing else', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quad-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'app-abc.js'), script);
    writeFileSync(path.join(dir, 'assets', 'app-abc.js.map'), script);
    writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dir, 'small.css'), 'a{}');

    const written = precompressFolder(dir);

    expect(written).toEqual([path.join(dir, 'assets', 'app-abc.js')]);
    const file = path.join(dir, 'assets', 'app-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'assets', 'app-abc.js.map.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'photo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'small.css.br'))).toBe(false);
  });
});
