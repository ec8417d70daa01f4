import { useEffect, useRef } from 'react';
import { watchItem, type TrackedItem } from '../api/track-item';

/** Counts one view when a post or FAQ screen has loaded its item (once per item and visit). */
export function useWatchOnOpen(item: TrackedItem | null): void {
  const watched = useRef(new Set<string>());
  const kind = item?.kind;
  const id = item?.id;
  useEffect(() => {
    if (!kind || !id) return;
    const key = `${kind}/${id}`;
    if (watched.current.has(key)) return;
    watched.current.add(key);
    void watchItem({ kind, id });
  }, [kind, id]);
}
