import { expect } from 'vitest';
import { backHomeFar, call, type MatchRow } from './helpers.ts';

/** A bet as the bet API lists it (the spec's wire names: `stack` the stake, `status` match or unmatch). */
export interface PlacedBet {
  _id: string;
  selectionId: number;
  odds: number;
  stack: number;
  isBack: boolean;
  status: string;
}

/** A player's open bets on a match. */
export async function openBetsOf(base: string, token: string, matchId: number): Promise<PlacedBet[]> {
  return (await call<PlacedBet[]>(base, `/bet/bets?matchId=${matchId}`, { token })).body.data;
}

/**
 * What an operator with `share` percent wins (+) or loses (−) if `selectionId` wins, from a player's
 * matched bets (DOMAIN.md: the book, and partnership with nobody holding a share between them).
 */
export function shareOfBook(bets: readonly PlacedBet[], selectionId: number, share: number): number {
  const playerResult = bets
    .filter((bet) => bet.status === 'match')
    .reduce((sum, bet) => {
      const wins = bet.selectionId === selectionId;
      const win = bet.stack * (bet.odds - 1);
      return sum + (bet.isBack ? (wins ? win : -bet.stack) : wins ? -win : bet.stack);
    }, 0);
  return (-playerResult * share) / 100;
}

/**
 * A player's back far above the market on an in-play soccer match other than `besides`, left waiting
 * unmatched; placed through the API with the player's own sign-in.
 */
export async function unmatchedBetOf(
  base: string,
  adminToken: string,
  player: { username: string; password: string },
  besides: MatchRow,
) {
  const { body: matches } = await call<MatchRow[]>(base, '/api/get-match-list?sportId=1&status=in-play', {
    token: adminToken,
  });
  const other = matches.data.find((candidate) => candidate.matchId !== besides.matchId);
  if (!other) throw new Error('The simulator has no second soccer match in play');
  const login = await call<{ token: string }>(base, '/api/login', { body: player });
  const token = login.body.data.token;
  const placed = await backHomeFar<{ bet: PlacedBet }>(base, adminToken, token, other.matchId);
  // The whole answer in the failure message: a refusal says why.
  expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ data: { bet: { status: 'unmatch' } } });
  return { id: placed.body.data.bet._id, token, matchId: other.matchId };
}
