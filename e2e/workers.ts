import { inject } from 'vitest';

/** The demo server of the worker running this file (the global setup starts one per worker). */
export function sharedBaseUrl(): string {
  const urls = inject('baseUrls');
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(pool - 1) % urls.length] as string;
}
