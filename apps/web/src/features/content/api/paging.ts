/** One page of a content list as the server answers it: the items and how many exist. */
export type Page<T> = {
  items: T[];
  total: number;
  /** A search found nothing and these are other items instead (spec §4). */
  isRandom: boolean;
};

/** The offset of the next page, or undefined when every item is loaded. */
export function nextOffset<T>(pages: readonly Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const last = pages[pages.length - 1];
  if (!last || last.items.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/** The items of every loaded page, without repeats (a list can shift between two pages). */
export function flattenPages<T extends { id: number }>(pages: readonly Page<T>[] | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
