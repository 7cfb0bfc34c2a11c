// The widget the odds page loads only when a player switches a market to its ladder (LadderView.tsx).
export { PriceLadder } from '@exchange/betting-widgets';
