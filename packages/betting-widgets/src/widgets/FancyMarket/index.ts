export { FancyMarket, type FancyMarketProps } from './FancyMarket.tsx';
