export { DateField, type DateFieldProps, type RejectedDate } from './DateField.tsx';
