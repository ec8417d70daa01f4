import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column builders every table shares. Ids are identity columns "by default" so the demo seed can
 * insert the fixed ids of CONTRACT §7 (university 1, group 1) and then move the sequence past them.
 */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** `timestamp with time zone not null default now()`. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Same as createdAt; services set it on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Nullable `timestamp with time zone`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** `text[] not null default '{}'`. */
export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** `boolean not null default <value>`. */
export const flag = (name: string, value = false) => boolean(name).notNull().default(value);

/** `integer not null default 0` — counters such as like_count. */
export const counter = (name: string) => integer(name).notNull().default(0);

/** PostgreSQL `tsvector`; drizzle has no built-in builder for it. Only ever generated, never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text column of a searchable table: generated from the denormalised `search_text`
 * (which the owning service rebuilds whenever the words a visitor may search for change).
 * The 'english' configuration is given explicitly so the expression is immutable and behaves
 * the same on PGlite and PostgreSQL.
 */
export const searchVector = () =>
  tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('english'::regconfig, coalesce(search_text, ''))`,
  );

/** The denormalised words a searchable row is found by. */
export const searchText = () => text('search_text').notNull().default('');

/** `('a', 'b')` for a check constraint over a fixed vocabulary of plain identifiers. */
export function sqlList(values: readonly string[]): SQL {
  for (const value of values)
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`Not a plain value: ${value}`);
  return sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
}
