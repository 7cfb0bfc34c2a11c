export { BookmakerMarket, type BookmakerMarketProps } from './BookmakerMarket.tsx';
