export { MarketBook, type MarketBookProps } from './MarketBook.tsx';
