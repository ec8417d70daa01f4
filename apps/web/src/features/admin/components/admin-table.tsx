import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import type { SortState } from '../lib/sorting';
import styles from './admin.module.css';
import { Pager } from './pager';
import { SortHeader } from './sort-header';
import { TableScroll } from './table-scroll';

/** How many columns the table around a panel row has. */
const ColumnCount = createContext(1);

/** The panel opened under a row (an editor, a member list): one cell across every column. */
export function AdminPanelRow({ children }: { children: ReactNode }) {
  const columns = useContext(ColumnCount);
  return (
    <tr className={styles.editorRow}>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

/** A column's header: its words, and the sort it stands for when the table sorts by it. */
export type AdminColumn<Sort extends string = never> = {
  label: string;
  sort?: Sort;
  /** Named for screen readers only (a column of buttons). */
  hideLabel?: boolean;
};

type AdminTableProps<Row, Sort extends string> = {
  /** What the table is called; its scroll region is named after it. */
  label: string;
  columns: ReadonlyArray<AdminColumn<Sort>>;
  /** The rows; undefined while they load. */
  rows: readonly Row[] | undefined;
  /** The rows could not be loaded. */
  failed?: boolean;
  /** What shows instead of an empty table. */
  empty: ReactNode;
  /** One row (or a row and the panel opened under it). */
  children: (row: Row, index: number) => ReactNode;
  sort?: SortState<Sort>;
  onSort?: (next: SortState<Sort>) => void;
  /** Previous / next under the table, when the rows come a page at a time. */
  pager?: { page: number; pages: number; onPage: (page: number) => void; label: string };
  /** How tall the placeholder is while the rows load. */
  loadingHeight?: number;
};

/**
 * A console table with its states: a placeholder while it loads, the load error, the empty
 * words, else the scrollable table with its sortable headers and, under it, the pager.
 */
export function AdminTable<Row, Sort extends string = never>({
  label,
  columns,
  rows,
  failed = false,
  empty,
  children,
  sort,
  onSort,
  pager,
  loadingHeight = 160,
}: AdminTableProps<Row, Sort>) {
  const { t } = useTranslation('admin');
  if (failed) return <FormAlert message={t('guard.loadError')} />;
  if (!rows)
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={loadingHeight} />
      </SkeletonGroup>
    );
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <>
      <TableScroll label={label}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) =>
                column.sort !== undefined && sort && onSort ? (
                  <SortHeader
                    key={column.label}
                    column={column.sort}
                    label={column.label}
                    sort={sort}
                    onSort={onSort}
                  />
                ) : (
                  <th key={column.label} scope="col">
                    {column.hideLabel ? (
                      <span className="visually-hidden">{column.label}</span>
                    ) : (
                      column.label
                    )}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            <ColumnCount.Provider value={columns.length}>
              {rows.map((row, index) => children(row, index))}
            </ColumnCount.Provider>
          </tbody>
        </table>
      </TableScroll>
      {pager && <Pager {...pager} />}
    </>
  );
}
