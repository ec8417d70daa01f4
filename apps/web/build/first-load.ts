import type { Plugin } from 'vite';

/**
 * The modules a page runs before anything shows: the entries and every module they import
 * statically, found once the build has read them all. The build puts them in one chunk (beside
 * React's), so the first load is a handful of files instead of dozens of small ones shared with
 * lazy screens: on HTTP/1.1, which allows six connections at a time, each of those small files
 * would wait for its turn. Nothing lazy joins it, so nothing runs earlier than it did.
 */
export function firstLoadModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'quad-first-load',
    apply: 'build',
    buildEnd() {
      reached.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => reached.has(id) };
}
