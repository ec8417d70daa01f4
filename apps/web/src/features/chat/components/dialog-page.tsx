import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOutletContext, useParams, useSearchParams } from 'react-router';
import { parsePathId } from '@quad/shared/rules/base-path';
import { ApiError } from '../../../lib/api-client';
import { useWidget } from '../../widget/hooks/use-widget';
import { dialogKeys } from '../api/dialog-keys';
import { useDialogQuery } from '../api/get-dialog';
import { updateDialogInList, type DialogsData } from '../api/get-dialogs';
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
  const query = useDialogQuery(dialogId, privateCode);
  const queryClient = useQueryClient();
  const { base } = useWidget();
  const loaded = query.data !== undefined;

  // Opening a chat reads it: its badge goes, and the total follows.
  useEffect(() => {
    if (!loaded) return;
    queryClient.setQueryData<DialogsData>(dialogKeys.list(base), (data) =>
      updateDialogInList(data, dialogId, (dialog) => ({ ...dialog, new_messages: 0 })),
    );
    void queryClient.invalidateQueries({ queryKey: dialogKeys.unreadCounter() });
  }, [loaded, dialogId, base, queryClient]);

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
