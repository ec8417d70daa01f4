// npm run bench: runs every apps/server/bench/*.bench.ts in turn. Benchmarks print ratios
// against a baseline measured in the same run and never fail on timing. `npm run bench -- get`
// runs only the files whose name holds "get"; `npm run bench -- web` runs the web app's bench
// (scripts/bench-web.mjs: first-load size, Lighthouse, embed.js layout shift), which a run
// without a name runs last. The database benchmarks (those built on
// bench-kit.ts) run on PGlite, then again on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (each in a scratch database of its own, dropped afterwards).
import { readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'apps/server/bench');
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort();
const web = !only || only === 'web';
if (files.length === 0 && !web) {
  console.log('No benchmarks found.');
}
let failed = false;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const { BENCH_DATABASE_URL: _bench, TEST_DATABASE_URL: _test, ...baseEnv } = process.env;
for (const file of files) {
  const onDatabase = readFileSync(path.join(dir, file), 'utf8').includes("from './bench-kit'");
  const engines =
    onDatabase && postgresUrl ? [undefined, postgresUrl] : [process.env.BENCH_DATABASE_URL];
  for (const url of engines) {
    console.log(`\n== ${file}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
      cwd: path.join(root, 'apps/server'),
      stdio: 'inherit',
      env: {
        ...(onDatabase ? baseEnv : process.env),
        ...(url ? { BENCH_DATABASE_URL: url } : {}),
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
      },
    });
    if (result.status !== 0) failed = true;
  }
}
if (web) {
  console.log('\n== web (scripts/bench-web.mjs)');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/bench-web.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
