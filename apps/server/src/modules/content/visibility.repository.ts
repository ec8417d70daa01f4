import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts } from '../../core/db/schema';

/** Rows of these universities; none at all when the widget shows no university. */
export function ofUniversities(column: AnyColumn, universityIds: number[]): SQL {
  return universityIds.length > 0 ? inArray(column, universityIds) : sql`false`;
}

/** An account students may see (joined as `accounts`): enabled and not deleted. */
export function activeAccount(): SQL {
  return and(eq(accounts.isEnabled, true), isNull(accounts.deletedAt)) as SQL;
}
