import type { CONTENT_ORDERS, ContentListQuery } from '@quad/shared/contracts/content';

export type ContentOrder = (typeof CONTENT_ORDERS)[number];

/** What every list repository needs: the visible universities, the query, the order and the actor. */
export interface ListParams {
  /** Already limited to the widget's universities (scope.service.ts). */
  universityIds: number[];
  query: ContentListQuery;
  /** Seed of the random order; the same seed gives the same order. */
  seed: string;
  /** The signed-in account, for isLiked / isJoined; null for a visitor. */
  actorId: number | null;
  limit: number;
  offset: number;
  /** Whether to count every match (lists) or only fetch the page (getContent). */
  withTotal: boolean;
}

/** A page of rows and, when asked for, the number of all matches. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The order a list uses: random when the query asks for it, else its own or the list's default. */
export function orderOf(query: ContentListQuery, fallback: ContentOrder): ContentOrder {
  if (query.isRandom) return 'random';
  return query.orderBy ?? fallback;
}

/** A page of rows, with the number of all matches when the list asks for it (`countAll`). */
export async function pageOf<T>(
  rows: T[],
  params: ListParams,
  countAll: () => PromiseLike<Array<{ total: number }>>,
): Promise<Page<T>> {
  if (!params.withTotal) return { rows, total: rows.length };
  const [counted] = await countAll();
  return { rows, total: counted?.total ?? 0 };
}
