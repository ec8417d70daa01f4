import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; source maps are fetched by developers only. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes `file.br` and `file.gz` beside every compressible file of a built folder. */
export function precompressFolder(dir: string): string[] {
  const written: string[] = [];
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    written.push(file);
  }
  return written;
}

/** Vite plugin: after a build, precompresses the output with brotli and gzip for the server. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'quad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = precompressFolder(outDir);
      this.info(`precompressed ${written.length} files (br, gz)`);
    },
  };
}
