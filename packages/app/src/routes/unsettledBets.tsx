import { BetReport } from './betReport.tsx';

/** `/unsettledbet`: the player's bets still at stake, matched and unmatched. */
export function Component() {
  return <BetReport report="unsettled" />;
}
