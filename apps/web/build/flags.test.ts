import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { countryFlagCodes, countryFlags } from './flags';

/** Builds a page whose script reads the flags' module; returns the built files. */
async function buildPage(): Promise<(Rolldown.OutputChunk | Rolldown.OutputAsset)[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'quad-flags-'));
  writeFileSync(
    path.join(root, 'main.js'),
    "import { FLAG_CODES, FLAG_FOLDER } from 'virtual:country-flags';\n" +
      'console.log(FLAG_FOLDER, FLAG_CODES);\n',
  );
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [countryFlags()],
    build: { write: false, rolldownOptions: { input: path.join(root, 'main.js') } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

describe('countryFlags', () => {
  it('builds every country flag into one hashed folder and gives the page their codes', async () => {
    const files = await buildPage();
    const flags = files.filter((file) => file.fileName.endsWith('.svg'));
    const codes = countryFlagCodes();
    expect(codes).toContain('GB');
    expect(codes).toContain('NG');
    expect(codes).not.toContain('GB-SCT');
    expect(flags.map((file) => path.posix.basename(file.fileName)).sort()).toEqual(
      codes.map((code) => `${code}.svg`),
    );
    const folders = new Set(flags.map((file) => path.posix.dirname(file.fileName)));
    expect([...folders]).toHaveLength(1);
    const [folder] = folders;
    expect(folder).toMatch(/^assets\/flags-[\w-]{10}$/);

    const script = files.find((file) => file.type === 'chunk');
    expect(script?.type === 'chunk' && script.code).toContain(`/${folder}/`);
    expect(script?.type === 'chunk' && script.code).toContain(codes.join(' '));
  }, 20_000);
});
