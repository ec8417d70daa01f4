// npm run bench: runs every apps/server/bench/*.bench.ts in turn. Benchmarks print ratios
// against a baseline measured in the same run and never fail on timing.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'apps/server/bench');
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort();
if (files.length === 0) {
  console.log('No benchmarks found.');
}
let failed = false;
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
