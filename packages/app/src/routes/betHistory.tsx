import { BetReport } from './betReport.tsx';

/** `/bethistory`: the player's bets that are over (settled, void, cancelled, lapsed ...), with their results. */
export function Component() {
  return <BetReport report="history" />;
}
