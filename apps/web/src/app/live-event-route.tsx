import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { startSession } from '../features/auth/session';
import { LiveChatPanel } from '../features/chat/components/live-chat-panel';
import type { JoinSpeakerResult } from '../features/live-events/api/join-speaker';
import type { ChatSlotProps } from '../features/live-events/components/chat-slot';
import { LiveEventPage } from '../features/live-events/components/live-event-page';
import { accountScopeOf } from './session/get-account-info';
import { useWidget } from './widget-context/use-widget';

const renderChat = (props: ChatSlotProps) => <LiveChatPanel {...props} />;

/**
 * {base}/live-streams/{eventSlug}: the live event page with the chat feature's room in its chat
 * tabs, and a speaker's sign-in by code kept like any other.
 */
export function LiveEventRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { base } = useWidget();
  const handleSpeakerSignedIn = (result: JoinSpeakerResult) => {
    startSession(queryClient, result, accountScopeOf(base));
    void navigate(`${base.base}/live-streams/${result.liveStream.slug}`, { replace: true });
  };
  return <LiveEventPage renderChat={renderChat} onSpeakerSignedIn={handleSpeakerSignedIn} />;
}
