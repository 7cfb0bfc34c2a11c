export { DateRangeField, type DateRange, type DateRangeFieldProps } from './DateRangeField.tsx';
