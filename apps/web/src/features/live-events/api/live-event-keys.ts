/** Query keys of the live-events feature; realtime handlers update the cache through these. */
export const liveEventKeys = {
  all: ['liveEvents'] as const,
  /** The page as one person sees it: the answer depends on who asks (abilities, chats). */
  page: (base: string, slug: string, accountId: number | null) =>
    [...liveEventKeys.all, 'page', base, slug, accountId] as const,
  prospects: (eventId: number) => [...liveEventKeys.all, 'prospects', eventId] as const,
  questions: (eventId: number) => [...liveEventKeys.all, 'questions', eventId] as const,
};
