export {
  Table,
  type TableBodyProps,
  type TableCellProps,
  type TableEmptyProps,
  type TableHeaderCellProps,
  type TableRootProps,
  type TableRowProps,
  type TableRowTone,
} from './Table.tsx';
export { tableRowTones } from './Table.css.ts';
