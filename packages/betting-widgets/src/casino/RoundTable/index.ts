export { RoundTable, type RoundTableProps } from './RoundTable.tsx';
