import { useSyncExternalStore } from 'react';
import type { AccountInfo, NewUserData } from '@quad/shared/contracts/auth';
import type { PopupProvider, SsoExchangeResult } from '@quad/shared/contracts/sign-in';

/** Which of the two popups: sign in or create an account. */
export type AuthMode = 'sign-in' | 'sign-up';

export type AuthDialogState = {
  open: boolean;
  mode: AuthMode;
  /** What is already known of a new person (single sign-on), merged into registration. */
  userInfo: NewUserData | null;
  /** Runs once the person is signed in and every step is done (e.g. open the chat). */
  onSignedIn: ((account: AccountInfo) => void) | null;
  /** Whom the person is signing up to chat with: the popup says so. */
  chatWith: string | null;
  /** Changes on every open and close, so each opening starts from step 1 with empty data. */
  session: number;
  /** A provider's answer to carry on from (registration, or linking by mailed code). */
  ssoOutcome: { result: SsoExchangeResult; provider: PopupProvider } | null;
};

let state: AuthDialogState = {
  open: false,
  mode: 'sign-in',
  userInfo: null,
  onSignedIn: null,
  chatWith: null,
  session: 0,
  ssoOutcome: null,
};
const listeners = new Set<() => void>();

function update(next: Partial<AuthDialogState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export type OpenAuthDialogOptions = {
  mode?: AuthMode;
  userInfo?: NewUserData | null;
  onSignedIn?: (account: AccountInfo) => void;
  chatWith?: string | null;
  ssoOutcome?: AuthDialogState['ssoOutcome'];
};

/** Opens the login or registration popup over the current screen (spec §2 modals). */
export function openAuthDialog(options: OpenAuthDialogOptions = {}): void {
  update({
    open: true,
    mode: options.mode ?? 'sign-in',
    userInfo: options.userInfo ?? null,
    onSignedIn: options.onSignedIn ?? null,
    chatWith: options.chatWith ?? null,
    ssoOutcome: options.ssoOutcome ?? null,
    session: state.session + 1,
  });
}

/** Closes every auth popup; the registration popup forgets its steps (spec §4 close-all). */
export function closeAuthDialog(): void {
  update({
    open: false,
    userInfo: null,
    onSignedIn: null,
    chatWith: null,
    ssoOutcome: null,
    session: state.session + 1,
  });
}

/** Switches the open popup between sign-in and registration. */
export function setAuthDialogMode(mode: AuthMode): void {
  // Choosing the other tab leaves a provider's answer behind.
  update({ mode, ssoOutcome: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthDialogState(): AuthDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
