import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadModules } from './first-load';

/**
 * Builds a page whose entry imports two modules and opens a screen later; that screen imports
 * one of them and a module of its own, and opens another screen. Returns the built scripts.
 */
async function buildPage(
  firstLoad: ReturnType<typeof firstLoadModules>,
): Promise<{ root: string; chunks: Rolldown.OutputChunk[] }> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'quad-first-load-'));
  const write = (name: string, code: string) => writeFileSync(path.join(root, name), code);
  write(
    'main.js',
    "import { a } from './a.js';\nimport { b } from './b.js';\n" +
      "console.log(a, b);\nwindow.open = () => import('./screen.js');\n",
  );
  write('a.js', "export const a = 'module a';\n");
  write('b.js', "export const b = 'module b';\n");
  write(
    'screen.js',
    "import { a } from './a.js';\nimport { c } from './c.js';\nconsole.log(a, c);\n" +
      "window.close = () => import('./other.js');\n",
  );
  write('c.js', "export const c = 'module c';\n");
  write(
    'other.js',
    "import { a } from './a.js';\nimport { c } from './c.js';\nconsole.log(a, c, 2);\n",
  );
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [firstLoad.plugin],
    build: {
      write: false,
      rolldownOptions: {
        input: path.join(root, 'main.js'),
        output: { codeSplitting: { groups: [{ name: 'app', test: (id) => firstLoad.has(id) }] } },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  return { root, chunks };
}

describe('firstLoadModules', () => {
  it('knows the modules the entry runs at once, and not those of screens opened later', async () => {
    const firstLoad = firstLoadModules();
    const { root } = await buildPage(firstLoad);
    const has = (name: string) => firstLoad.has(path.join(root, name));
    expect(['main.js', 'a.js', 'b.js'].filter(has)).toEqual(['main.js', 'a.js', 'b.js']);
    expect(['screen.js', 'c.js', 'other.js'].filter(has)).toEqual([]);
  }, 20_000);

  it('puts what the entry runs in one file, shared modules too, and leaves later screens apart', async () => {
    const { chunks } = await buildPage(firstLoadModules());
    const holding = (text: string) =>
      chunks.filter((chunk) => chunk.code.includes(text)).map((chunk) => chunk.fileName);
    const [first] = holding('module b');
    expect(first).toBeDefined();
    // Module a is shared with the later screen: it still loads with the page, in the same file.
    expect(holding('module a')).toEqual([first]);
    // The later screen and its own module stay out of the first load.
    const [later] = holding('module c');
    expect(later).toBeDefined();
    expect(later).not.toBe(first);
    const entry = chunks.find((chunk) => chunk.isEntry);
    const staticallyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
    expect(staticallyLoaded.has(first)).toBe(true);
    expect(staticallyLoaded.has(later)).toBe(false);
  }, 20_000);
});
