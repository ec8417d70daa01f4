// EXPLAIN ANALYZE helpers of the benches: the statements a piece of code sends, and each one's
// scans and execution time.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/core/db/client';

type Prepare = (...args: unknown[]) => unknown;

/**
 * Runs `work` and records the statements it sends (its transactions' too: the session class is
 * patched, not the one object), leaving out transaction control and settings.
 */
export async function statementsOf(db: Db, work: (db: Db) => Promise<unknown>): Promise<SQL[]> {
  const seen: SQL[] = [];
  const session = (db as unknown as { session: object }).session;
  const proto = Object.getPrototypeOf(session) as { prepareQuery: Prepare };
  const prepare = proto.prepareQuery;
  proto.prepareQuery = function (this: unknown, query: unknown, ...rest: unknown[]) {
    const { sql: text, params } = query as { sql: string; params: unknown[] };
    if (!/^\s*(set|begin|commit|rollback|start)\b/i.test(text)) {
      seen.push(sql.raw(inline(text, params)));
    }
    return prepare.call(this, query, ...rest);
  };
  try {
    await work(db);
  } finally {
    proto.prepareQuery = prepare;
  }
  return seen;
}

/** The statement with its parameters written in, for EXPLAIN. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (value === null || value === undefined) return 'null';
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

export async function explain(db: Db, name: string, statement: SQL): Promise<void> {
  const result = (await db.execute(sql`explain (analyze) ${statement}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const lines = result.rows.map((row) => Object.values(row)[0] ?? '');
  const scans = lines
    .map((text) =>
      /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: using (\S+))? on (\S+)/.exec(
        text,
      ),
    )
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `${match[1]}${match[2] ? ` ${match[2]}` : ''} on ${match[3]}`);
  const time = lines.find((text) => text.startsWith('Execution Time'));
  console.log(`${name}: ${time ?? ''}`);
  if (process.env.BENCH_EXPLAIN_FULL) console.log(lines.join('\n'));
  for (const scan of [...new Set(scans)]) console.log(`    ${scan}`);
}
