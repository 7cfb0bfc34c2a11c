export { TableHeader, defaultPageSizeOptions, type TableHeaderProps } from './TableHeader.tsx';
