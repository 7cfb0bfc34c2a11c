export {
  CasinoHandsMarket,
  type CasinoHandsCell,
  type CasinoHandsMarketProps,
  type CasinoHandsRow,
} from './CasinoHandsMarket.tsx';
