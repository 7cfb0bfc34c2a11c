import { MarketControls } from './MarketControls.tsx';

/** `/admin/active-fancies/{matchId}`: the sessions of a match. */
export function Component() {
  return <MarketControls kind="fancies" />;
}
