import { accountKeys } from '../../../app/session/get-account-info';

/** Query keys of the application flow; under the account's, so sign-out clears them. */
export const applicationKeys = {
  all: [...accountKeys.all, 'application'] as const,
  info: () => [...applicationKeys.all, 'info'] as const,
};
