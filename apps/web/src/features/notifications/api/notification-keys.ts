/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  publicKey: () => [...notificationKeys.all, 'publicKey'] as const,
};
