import type { z } from 'zod';
import type { SubscribeOptions } from './socket';

/** What a realtime connection offers a subscriber (`realtime` or `communityRealtime`). */
type Subscriber = {
  subscribe(
    channel: string,
    handler: (payload: unknown) => void,
    options?: SubscribeOptions,
  ): () => void;
};

/**
 * Subscribes to a channel and hands on only payloads that match the shared schema; anything
 * else is dropped rather than trusted.
 */
export function subscribeParsed<T>(
  connection: Subscriber,
  channel: string,
  schema: z.ZodType<T>,
  onPayload: (payload: T) => void,
  options?: SubscribeOptions,
): () => void {
  return connection.subscribe(
    channel,
    (payload) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) onPayload(parsed.data);
    },
    options,
  );
}
