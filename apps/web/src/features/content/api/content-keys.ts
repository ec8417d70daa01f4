import type { ParsedBase } from '@quad/shared/rules/base-path';
import type { ContentCriteria } from './content-criteria';

/** Query keys of everything the content feature loads; `all` invalidates or patches it all. */
export const contentKeys = {
  all: ['content'] as const,
  home: (base: ParsedBase, criteria: ContentCriteria) =>
    [...contentKeys.all, 'home', base.base, criteria] as const,
  ambassadors: (base: ParsedBase, criteria: ContentCriteria, pageSize: number) =>
    [...contentKeys.all, 'ambassadors', base.base, criteria, pageSize] as const,
  posts: (base: ParsedBase, criteria: ContentCriteria, pageSize: number) =>
    [...contentKeys.all, 'posts', base.base, criteria, pageSize] as const,
  faqs: (base: ParsedBase, criteria: ContentCriteria, pageSize: number) =>
    [...contentKeys.all, 'faqs', base.base, criteria, pageSize] as const,
  liveStreams: (base: ParsedBase, pageSize: number) =>
    [...contentKeys.all, 'live-streams', base.base, pageSize] as const,
  groupChats: (base: ParsedBase, pageSize: number) =>
    [...contentKeys.all, 'group-chats', base.base, pageSize] as const,
  morePosts: (base: ParsedBase, postId: number) =>
    [...contentKeys.all, 'more-posts', base.base, postId] as const,
  carousel: (base: ParsedBase) => [...contentKeys.all, 'carousel', base.base] as const,
  ambassador: (base: ParsedBase, id: number) =>
    [...contentKeys.all, 'ambassador', base.base, id] as const,
  university: (base: ParsedBase, id: number) =>
    [...contentKeys.all, 'university', base.base, id] as const,
  post: (base: ParsedBase, id: number) => [...contentKeys.all, 'post', base.base, id] as const,
  faq: (base: ParsedBase, id: number) => [...contentKeys.all, 'faq', base.base, id] as const,
  filterOptions: (base: ParsedBase, key: string) =>
    [...contentKeys.all, 'filter-options', base.base, key] as const,
};
