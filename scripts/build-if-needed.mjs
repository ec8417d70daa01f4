// Builds the web app and the server when missing or older than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

function run(args, env = process.env) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds what is missing or stale; returns when both bundles are current. */
export function buildIfNeeded() {
  const shared = 'packages/shared/src';
  const webDist = path.join(root, 'apps/web/dist');
  if (
    // A build from before precompression (no index.html.br) is rebuilt too.
    !existsSync(path.join(webDist, 'index.html.br')) ||
    needsBuild(path.join(webDist, 'index.html'), [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      shared,
    ])
  ) {
    console.log('Building the web app…');
    // Always a production build: a shell with NODE_ENV=development must not ship React's
    // development build (the web app's Vite config enforces the same).
    run(['run', 'build', '-w', '@quad/web'], { ...process.env, NODE_ENV: 'production' });
  }
  if (
    needsBuild(path.join(root, 'apps/server/dist/main.js'), [
      'apps/server/src',
      'apps/server/drizzle',
      shared,
    ])
  ) {
    console.log('Building the server…');
    run(['run', 'build', '-w', '@quad/server']);
  }
}
