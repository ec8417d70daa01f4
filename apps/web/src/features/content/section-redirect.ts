import type { GetContentResponse } from '@quad/shared/contracts/content';

/**
 * Where home sends a visitor when exactly one section has content (spec §2): /faq, /posts or
 * /chat-to-us; group chats, live streams and the forum are shown on the base itself, so null.
 */
export function singleSectionTarget(content: GetContentResponse, base: string): string | null {
  const sections: Array<[unknown[], string | null]> = [
    [content.faqs, `${base}/faq`],
    [content.posts, `${base}/posts`],
    [content.users, `${base}/chat-to-us`],
    [content.groupChats, null],
    [content.liveStreams, null],
    [content.forum, null],
  ];
  const filled = sections.filter(([items]) => items.length > 0);
  return filled.length === 1 ? (filled[0]?.[1] ?? null) : null;
}
