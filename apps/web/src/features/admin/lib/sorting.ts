export type SortDirection = 'asc' | 'desc';
export type SortState<Column extends string> = { column: Column; direction: SortDirection };

/** A comparator over one sortable value of each row. */
export function compareBy<Row>(
  value: (row: Row) => string | number,
  direction: SortDirection,
): (a: Row, b: Row) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    return x < y ? -sign : x > y ? sign : 0;
  };
}

/** Clicking a column sorts by it; clicking it again turns the order around. */
export function nextSort<Column extends string>(
  current: SortState<Column>,
  column: Column,
): SortState<Column> {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
