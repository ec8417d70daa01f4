import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TYPING_EMIT_INTERVAL_MS, TYPING_EXPIRY_MS } from '@quad/shared/events';
import { useTimelineSource } from '../timeline-source';

/**
 * Who is typing in a chat, in the order they started: someone is shown for TYPING_EXPIRY_MS
 * after their last typing event, and no longer once their message arrives.
 */
export function useTypingPeople(dialogId: number, now: () => number = Date.now) {
  // Who is typing and until when, in the order they started; another chat starts empty.
  const [state, setState] = useState<{ dialogId: number; expiries: ReadonlyMap<number, number> }>({
    dialogId,
    expiries: NOBODY,
  });
  const expiries = state.dialogId === dialogId ? state.expiries : NOBODY;
  const update = useCallback(
    (change: (current: ReadonlyMap<number, number>) => ReadonlyMap<number, number>) =>
      setState((current) => {
        const before = current.dialogId === dialogId ? current.expiries : NOBODY;
        const after = change(before);
        return after === before && current.dialogId === dialogId
          ? current
          : { dialogId, expiries: after };
      }),
    [dialogId],
  );

  // One timer, for the soonest expiry: it drops whoever's time is up, and sets the next one.
  useEffect(() => {
    if (expiries.size === 0) return;
    const soonest = Math.min(...expiries.values());
    const timer = setTimeout(
      () => {
        const at = now();
        update((current) => new Map([...current].filter(([, until]) => until > at)));
      },
      Math.max(0, soonest - now()),
    );
    return () => clearTimeout(timer);
  }, [expiries, now, update]);

  const started = useCallback(
    (userId: number) => update((current) => new Map(current).set(userId, now() + TYPING_EXPIRY_MS)),
    [now, update],
  );
  const stopped = useCallback(
    (userId: number) =>
      update((current) => {
        if (!current.has(userId)) return current;
        const next = new Map(current);
        next.delete(userId);
        return next;
      }),
    [update],
  );
  const typing = useMemo(() => [...expiries.keys()], [expiries]);
  return { typing, started, stopped };
}

const NOBODY: ReadonlyMap<number, number> = new Map();

/**
 * Tells the chat this person is typing: at most once per TYPING_EMIT_INTERVAL_MS however fast
 * they type (the server drops faster emits anyway). Returns the function the composer calls on
 * each change of its text.
 */
export function useTypingEmitter(
  dialogId: number,
  enabled: boolean,
  now: () => number = Date.now,
): () => void {
  const source = useTimelineSource();
  const last = useRef(-Infinity);
  useEffect(() => {
    last.current = -Infinity;
  }, [dialogId]);
  return useCallback(() => {
    if (!enabled || !source.presence) return;
    const at = now();
    if (at - last.current < TYPING_EMIT_INTERVAL_MS) return;
    last.current = at;
    source.presence.typing(dialogId);
  }, [dialogId, enabled, now, source]);
}

/**
 * Acknowledges that this device received the chat's messages up to `newestSeq` (others'
 * messages, whether they came by socket or by fetch): the senders' delivered tick.
 */
export function useDeliveredAck(dialogId: number, enabled: boolean, newestSeq: number): void {
  const source = useTimelineSource();
  const acked = useRef(0);
  useEffect(() => {
    acked.current = 0;
  }, [dialogId]);
  useEffect(() => {
    if (!enabled || !source.presence || newestSeq <= acked.current) return;
    acked.current = newestSeq;
    source.presence.delivered(dialogId, newestSeq);
  }, [dialogId, enabled, newestSeq, source]);
}
