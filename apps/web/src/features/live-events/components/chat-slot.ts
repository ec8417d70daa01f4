import type { ReactNode } from 'react';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import type { Message } from '@quad/shared/contracts/dialogs';

/** What the live event page hands the chat it shows (the app passes the chat feature's room). */
export type ChatSlotProps = {
  dialogId: number;
  account: AccountInfo;
  /** Where an archived chat sends its people: the event page itself. */
  returnPath: string;
  label: string;
  placeholder?: string;
  renderMessageAddon?: (message: Message, own: boolean) => ReactNode;
  composerAddon?: ReactNode;
  onSent?: (message: Message) => void;
};

export type RenderChat = (props: ChatSlotProps) => ReactNode;
