import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The parts of a schema problem a message is chosen by: its code and the field's path. */
export type IssueLike = { code?: string; path?: readonly PropertyKey[] | undefined };

type ErrorNode = { type?: unknown; message?: unknown; [key: string]: unknown };

function rewrite(node: unknown, path: string[], messageFor: (issue: IssueLike) => string): void {
  if (!node || typeof node !== 'object') return;
  const error = node as ErrorNode;
  if (typeof error.message === 'string' && typeof error.type === 'string') {
    error.message = messageFor({ code: error.type, path });
    return;
  }
  for (const [key, child] of Object.entries(error)) {
    if (key !== 'ref') rewrite(child, [...path, key], messageFor);
  }
}

/**
 * The zod resolver over a contract schema, with every message in the reader's language: the
 * contract's own texts (English, for the API) are replaced by what `messageFor` says for the
 * field and the kind of problem.
 */
export function translatedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  messageFor: (issue: IssueLike) => string,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    rewrite(result.errors, [], messageFor);
    return result;
  };
}
