// npm start: builds whatever is missing or older than its sources, then runs the server.
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();
// Run in this process so SIGTERM reaches the server's graceful shutdown directly.
process.chdir(root);
await import(path.join(root, 'apps/server/dist/main.js'));
