import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizePath, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** country-flag-icons' 3:2 SVG flags, wherever npm placed the package. */
const FLAGS_DIR = path.join(
  path.dirname(require.resolve('country-flag-icons/package.json')),
  '3x2',
);
const MODULE_ID = 'virtual:country-flags';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The countries' flags (GB.svg), not the regions' (GB-SCT.svg), by ISO 3166-1 alpha-2 code. */
export function countryFlagCodes(): string[] {
  return readdirSync(FLAGS_DIR)
    .filter((name) => /^[A-Z]{2}\.svg$/.test(name))
    .map((name) => name.slice(0, 2))
    .sort();
}

const flagFile = (code: string) => path.join(FLAGS_DIR, `${code}.svg`);

/** A short hash of every flag's code and content: it changes when any flag does. */
function flagSetHash(codes: readonly string[]): string {
  const hash = createHash('sha256');
  for (const code of codes) hash.update(code).update(readFileSync(flagFile(code)));
  return hash.digest('base64url').slice(0, 10);
}

/**
 * The module `virtual:country-flags`: `FLAG_CODES` (the codes that have a flag, space-separated)
 * and `FLAG_FOLDER` (where `${code}.svg` is). A build puts every flag, each its own file, in one
 * folder named by a hash of them all (`assets/flags-<hash>/GB.svg`, cached for good like every
 * hashed asset); the page carries the list of codes, not an address per flag, and fetches only
 * the flags it shows. The dev server and the tests serve them from the package.
 */
export function countryFlags(): Plugin {
  let build: { base: string; assetsDir: string } | null = null;
  return {
    name: 'quad-country-flags',
    configResolved(config) {
      build =
        config.command === 'build'
          ? { base: config.base, assetsDir: config.build.assetsDir }
          : null;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const codes = countryFlagCodes();
      let folder = `/@fs${normalizePath(FLAGS_DIR)}/`;
      if (build) {
        const dir = path.posix.join(build.assetsDir, `flags-${flagSetHash(codes)}`);
        for (const code of codes) {
          this.emitFile({
            type: 'asset',
            fileName: `${dir}/${code}.svg`,
            source: readFileSync(flagFile(code)),
          });
        }
        folder = `${build.base}${dir}/`;
      }
      return [
        `export const FLAG_FOLDER = ${JSON.stringify(folder)};`,
        `export const FLAG_CODES = ${JSON.stringify(codes.join(' '))};`,
      ].join('\n');
    },
  };
}
