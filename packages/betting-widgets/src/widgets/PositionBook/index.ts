export {
  PositionBook,
  positionBookStatuses,
  type PositionBookProps,
  type PositionBookStatus,
} from './PositionBook.tsx';
