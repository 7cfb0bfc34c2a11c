import { isOpenBetEvent, placedBetFromWire, type BetEvent, type PlacedBet } from '@exchange/domain';

/** The list with the bet added, or replaced when it is there already. */
export function withBet(list: readonly PlacedBet[], bet: PlacedBet): readonly PlacedBet[] {
  return list.some((held) => held.id === bet.id)
    ? list.map((held) => (held.id === bet.id ? bet : held))
    : [...list, bet];
}

/**
 * The open bets of the match shown, with a pushed bet event applied at once: a bet still open (placed,
 * matched later) joins or replaces its entry, one closed (cancelled, lapsed, deleted by an operator,
 * refused after its delay) leaves. A bet on another match is not this list's.
 */
export function withBetEvent(
  list: readonly PlacedBet[],
  event: BetEvent,
  matchId: number | undefined,
): readonly PlacedBet[] {
  const bet = placedBetFromWire(event.bet);
  if (!isOpenBetEvent(event)) {
    return list.some((held) => held.id === bet.id) ? list.filter((held) => held.id !== bet.id) : list;
  }
  return bet.matchId === matchId ? withBet(list, bet) : list;
}
