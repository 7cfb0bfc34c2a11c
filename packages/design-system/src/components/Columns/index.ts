export { Columns, type ColumnsProps, type ColumnsOwnProps } from './Columns.tsx';
