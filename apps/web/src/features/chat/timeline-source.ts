import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type {
  Message,
  SendMessageInput,
  SendMessageResponse,
} from '@quad/shared/contracts/dialogs';
import type { DialogEvent } from '@quad/shared/events';
import type { SubscribeOptions } from '../../lib/socket';
import type { MessagePageRequest } from './api/get-messages';
import type { SendAs } from './api/send-message';
import type { MessagePage } from './lib/timeline';
import { mainTimelineSource } from './main-timeline-source';

/**
 * Where a chat's timeline gets its data: message pages, sends, the read marker and the realtime
 * channels. The widget's chats use the main area's routes and connection; another area (the
 * community) plugs in its own, and the timeline hooks and components stay the same.
 */
export type TimelineSource = {
  /** The query key a chat's timeline lives under; areas keep theirs apart. */
  messagesKey: (dialogId: number) => QueryKey;
  fetchPage: (request: MessagePageRequest) => Promise<MessagePage>;
  /** An idempotent send (the same clientMessageId stores one message). */
  send: (dialogId: number, as: SendAs, body: SendMessageInput) => Promise<SendMessageResponse>;
  /** One's own stored message: what the area's chat lists show of it. */
  afterSend?: (queryClient: QueryClient, message: Message) => void;
  /** The newest message shown in a focused window; the area updates its unread counts. */
  markRead: (queryClient: QueryClient, dialogId: number, seq: number) => Promise<void>;
  subscribeMessages: (
    dialogId: number,
    onMessage: (message: Message) => void,
    options?: SubscribeOptions,
  ) => () => void;
  subscribeEvents: (dialogId: number, onEvent: (event: DialogEvent) => void) => () => void;
  /**
   * Presence over the area's connection: "I am typing" and "this device received up to seq".
   * Fire and forget; an area without it shows no typing and no delivered ticks of its own.
   */
  presence?: {
    typing: (dialogId: number) => void;
    delivered: (dialogId: number, seq: number) => void;
  };
  /** Reconnects the area's realtime connection with its current token. */
  reconnect: () => void;
};

/** The source of the chats below: the widget's own unless a provider says otherwise. */
export const TimelineSourceContext = createContext<TimelineSource>(mainTimelineSource);

/** The timeline source of the chat being shown. */
export function useTimelineSource(): TimelineSource {
  return useContext(TimelineSourceContext);
}
