import { Badge, Inline } from '@exchange/design-system';
import { formatDateTime, type Match, type MatchResult, type MatchStatus } from '@exchange/domain';
import { useMatchSlice } from '../../sockets/liveMatches.ts';
import type { MatchLiveState, MatchStore } from '../../sockets/matchStore.ts';

const pickStatus = (state: MatchLiveState) => state.status;
const pickResult = (state: MatchLiveState) => state.result;

/**
 * Where the match stands: its room's word once it has one (the match's row was read when the page
 * loaded, so it goes stale the moment the match starts or ends), else the row's.
 */
export function useMatchStatus(match: Match, store: MatchStore): MatchStatus {
  return useMatchSlice(store, pickStatus) ?? (match.inPlay ? 'inPlay' : 'upcoming');
}

export function useMatchResult(store: MatchStore): MatchResult | null {
  return useMatchSlice(store, pickResult);
}

/** A finished match's result in words: its winner, void, or not in yet. */
export function resultText(result: MatchResult | null): string {
  if (!result) return 'Awaiting the result';
  return result.kind === 'winner' ? `Result: ${result.runnerName}` : 'Result: void, stakes returned';
}

/**
 * The header's state of the match, live: when it starts, In-Play, or Finished with its result. Said to
 * screen readers as it changes (a match ending under the player's eyes).
 */
export function MatchState({ match, store }: { match: Match; store: MatchStore }) {
  const status = useMatchStatus(match, store);
  const result = useMatchResult(store);
  return (
    // Always an item of the header's flex line, where a flex and an inline-flex box lay out alike.
    <Inline as="span" wrap={false} alignY="center" space="xsmall" aria-live="polite">
      {status === 'closed' ? (
        <>
          <Badge tone="neutral">Finished</Badge>
          <span>{resultText(result)}</span>
        </>
      ) : status === 'inPlay' ? (
        <Badge tone="positive" pulse>
          In-Play
        </Badge>
      ) : (
        <>Starts {formatDateTime(match.openDate)}</>
      )}
    </Inline>
  );
}
