import type { QueryClient } from '@tanstack/react-query';
import type { Faq, FaqAnswer, Post } from '@quad/shared/contracts/content';
import { contentKeys } from './content-keys';

type Entry = Record<string, unknown>;

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rebuilds `value` with `replace` applied to every object it answers for (others are walked
 * into); untouched branches keep their identity, so only the components showing a change render.
 */
function deepReplace(value: unknown, replace: (entry: Entry) => Entry | undefined): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const mapped = deepReplace(item, replace);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return changed ? next : value;
  }
  if (!isEntry(value)) return value;
  const replaced = replace(value);
  if (replaced) return replaced;
  let changed = false;
  const next: Entry = {};
  for (const [key, item] of Object.entries(value)) {
    const mapped = deepReplace(item, replace);
    if (mapped !== item) changed = true;
    next[key] = mapped;
  }
  return changed ? next : value;
}

const isPost = (entry: Entry): boolean => 'caption' in entry && 'media' in entry;
const isFaq = (entry: Entry): boolean => 'question' in entry && Array.isArray(entry['answers']);

function patchAll(queryClient: QueryClient, replace: (entry: Entry) => Entry | undefined): void {
  queryClient.setQueriesData({ queryKey: contentKeys.all }, (data: unknown) =>
    deepReplace(data, replace),
  );
}

/** Changes a post wherever it is cached: home, lists, its own screen, its author's profile. */
export function patchCachedPost(
  queryClient: QueryClient,
  postId: number,
  patch: (post: Post) => Post,
): void {
  patchAll(queryClient, (entry) =>
    isPost(entry) && entry['id'] === postId ? (patch(entry as Post) as Entry) : undefined,
  );
}

/** Changes one answer of an FAQ wherever that FAQ is cached, with the FAQ's own totals. */
export function patchCachedFaqAnswer(
  queryClient: QueryClient,
  faqId: number,
  answerId: number,
  patch: (answer: FaqAnswer) => FaqAnswer,
): void {
  patchAll(queryClient, (entry) => {
    if (!isFaq(entry) || entry['id'] !== faqId) return undefined;
    const faq = entry as Faq;
    let delta = 0;
    const answers = faq.answers.map((answer) => {
      if (answer.id !== answerId) return answer;
      const next = patch(answer);
      delta = next.like_count - answer.like_count;
      return next;
    });
    // A FAQ's like_count is the sum of its answers' likes.
    return { ...faq, answers, like_count: Math.max(0, faq.like_count + delta) } as Entry;
  });
}

/** Takes a copy of every content query, to put back if an optimistic change fails. */
export function snapshotContent(queryClient: QueryClient) {
  return queryClient.getQueriesData({ queryKey: contentKeys.all });
}

export function restoreContent(
  queryClient: QueryClient,
  snapshot: ReturnType<typeof snapshotContent>,
): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** One more or one fewer, never below 0 (spec §4). */
export function stepCount(count: number, like: boolean): number {
  return Math.max(0, count + (like ? 1 : -1));
}
