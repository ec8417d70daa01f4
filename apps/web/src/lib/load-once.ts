/**
 * Code fetched on demand, once: every caller shares the one fetch, and what arrived is at hand
 * synchronously after. A fetch that failed (a dropped connection, a chunk a deploy replaced) is
 * forgotten, so the next caller tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): {
  get: () => T | null;
  load: () => Promise<T>;
} {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get: () => loaded,
    load: () => {
      loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
