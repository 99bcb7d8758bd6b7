import type { ReactNode } from 'react';
import { TableRegion } from './table-region';
import './list-table.css';

/** A column of a list: its heading, and what each row shows in it. */
export interface Column<T> {
  header: string;
  /** The heading is for screen readers only (a column of buttons); a card on a phone shows no label. */
  hideHeader?: boolean;
  /** The row's heading cell (`th scope="row"`): the name that opens the record. */
  rowHeader?: boolean;
  /** Figures: right-aligned, heading and cells alike. */
  numeric?: boolean;
  /** The cells' class (staff-table__nowrap, staff-table__break). */
  className?: string;
  cell(row: T): ReactNode;
}

/** The column headings of a staff table. */
export function TableHead<T>({ columns }: { columns: ReadonlyArray<Column<T>> }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.header} scope="col" className={column.numeric ? 'staff-table__number' : undefined}>
            {column.hideHeader ? <span className="ui-visually-hidden">{column.header}</span> : column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface Props<T> {
  caption: ReactNode;
  hideCaption?: boolean;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey(row: T): string;
}

/**
 * A staff list's table from its columns: one heading row, and each cell with its column's name in
 * `data-label`, so below 630 px (list-table.css) a row shows as a card that names each value while a
 * wider screen keeps the table and its headers for screen readers.
 */
export function ListTable<T>({ caption, hideCaption, columns, rows, rowKey }: Props<T>) {
  return (
    <TableRegion caption={caption} hideCaption={hideCaption} className="staff-table--cards">
      <TableHead columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => {
              const className = [column.numeric ? 'staff-table__number' : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
              return column.rowHeader ? (
                <th key={column.header} scope="row" className={className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={className} data-label={column.hideHeader ? '' : column.header}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
