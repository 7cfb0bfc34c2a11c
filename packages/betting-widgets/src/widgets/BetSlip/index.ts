export { BetSlip, defaultPresetStakes, type BetSlipRootProps } from './BetSlip.tsx';
export { betFromSelection, betSlipStatuses, type BetSlipStatus, type PriceMoveSettings } from './context.ts';
export { OneClickBetting, type OneClickBettingProps } from './OneClickBetting.tsx';
