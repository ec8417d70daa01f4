import { useOutletContext, useParams, useSearchParams } from 'react-router';
import { parsePathId } from '@quad/shared/rules/base-path';
import { ApiError } from '../../../lib/api-client';
import { useDialogQuery } from '../api/get-dialog';
import { ChatRoom } from './chat-room';
import type { ChatOutletContext } from './chat-layout';
import { ConversationError, ConversationSkeleton } from './conversation-states';

const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: '' });

/** {base}/interaction/dialogs/{dialogId}: one chat, in the right pane (or alone on phones). */
export function DialogPage() {
  const { dialogId } = useParams();
  const { account, listPath } = useOutletContext<ChatOutletContext>();
  const [search] = useSearchParams();
  const privateCode = search.get('privateCode') ?? undefined;
  const id = parsePathId(dialogId);
  if (id === null) {
    return (
      <ConversationError error={notFound} onRetry={() => {}} listPath={listPath} headingLevel={1} />
    );
  }
  return (
    <Conversation
      key={id}
      dialogId={id}
      account={account}
      listPath={listPath}
      privateCode={privateCode}
    />
  );
}

function Conversation({
  dialogId,
  account,
  listPath,
  privateCode,
}: ChatOutletContext & { dialogId: number; privateCode?: string }) {
  // Reading is marked by the messages shown in a focused window (ChatRoom), not by opening.
  const query = useDialogQuery(dialogId, privateCode);

  if (query.isPending) return <ConversationSkeleton />;
  if (query.isError) {
    return (
      <ConversationError
        error={query.error}
        onRetry={() => void query.refetch()}
        listPath={listPath}
        headingLevel={1}
      />
    );
  }
  return (
    <ChatRoom
      dialog={query.data}
      account={account}
      listPath={listPath}
      headingLevel={1}
      privateCode={privateCode}
    />
  );
}
