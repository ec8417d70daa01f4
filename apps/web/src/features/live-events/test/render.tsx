import { vi } from 'vitest';
import { renderRoutes, signInForTest, TestWidget } from '../../../test/render';
import type { JoinSpeakerResult } from '../api/join-speaker';
import type { RenderChat } from '../components/chat-slot';
import { LiveEventPage } from '../components/live-event-page';

/** A stand-in for the chat room: names the chat it would show. */
const stubChat: RenderChat = (props) => (
  <div role="region" aria-label={props.label}>
    {props.composerAddon}
  </div>
);

/** Renders the live event page at its route, signed in (a stored token) unless told otherwise. */
export function renderLiveEvent({
  signedIn = true,
  renderChat = stubChat,
  onSpeakerSignedIn = vi.fn(),
}: {
  signedIn?: boolean;
  renderChat?: RenderChat;
  onSpeakerSignedIn?: (result: JoinSpeakerResult) => void;
} = {}) {
  if (signedIn) signInForTest();
  return renderRoutes(
    [
      {
        path: '/1',
        element: <TestWidget />,
        children: [
          {
            path: 'live-streams/:eventSlug',
            element: (
              <LiveEventPage renderChat={renderChat} onSpeakerSignedIn={onSpeakerSignedIn} />
            ),
          },
        ],
      },
    ],
    '/1/live-streams/engineering-taster-lecture',
    { toasts: true },
  );
}
