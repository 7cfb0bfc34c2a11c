export {
  CasinoMarket,
  type CasinoMarketOddsType,
  type CasinoMarketProps,
  type CasinoMarketRunner,
} from './CasinoMarket.tsx';
export { casinoMarketOddsTypes } from './CasinoMarket.css.ts';
export { systemClock, type CountdownClock } from './countdown.ts';
