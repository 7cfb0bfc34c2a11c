import { MarketControls } from './MarketControls.tsx';

/** `/admin/active-markets/{matchId}`: match odds and bookmaker of a match. */
export function Component() {
  return <MarketControls kind="markets" />;
}
