import { describe, expect, it } from 'vitest';
import { LiveBoard, type BoardChange } from '../exchange/board.ts';
import { announcedResult } from './finishedMatch.ts';

/** A soccer match on the board as the simulator lists it: Match Odds first, then its other markets. */
function soccerBoard() {
  const board = new LiveBoard();
  const market = (marketId: string, name: string, runners: string[]) =>
    board.putMarket({
      marketId,
      matchId: 7,
      kind: 'matchOdds',
      name,
      status: 'OPEN',
      runners: runners.map((runner, index) => ({ selectionId: index + 1, name: runner, back: [], lay: [] })),
    });
  market('1.10', 'Match Odds', ['Arsenal', 'Chelsea', 'The Draw']);
  market('1.20', 'Over/Under 0.5 Goals', ['Under 0.5 Goals', 'Over 0.5 Goals']);
  market('1.30', 'Half Time', ['Arsenal', 'Chelsea', 'The Draw']);
  return board;
}

const resultOf = (board: LiveBoard, marketId: string, result: number) => {
  const change: BoardChange = { type: 'result', marketId, matchId: 7, result };
  return announcedResult(change, board.market(marketId), board.marketsOf(7));
};

describe("a match's result as its room tells it", () => {
  it('is the Match Odds winner, never a market settled while the match goes on', () => {
    const board = soccerBoard();
    // Arsenal lead at the break, and a goal is in: neither is how the match ended.
    expect(resultOf(board, '1.30', 1)).toBeUndefined();
    expect(resultOf(board, '1.20', 2)).toBeUndefined();
    expect(resultOf(board, '1.10', 2)).toEqual({ kind: 'winner', marketId: '1.10', runnerName: 'Chelsea' });
  });
});
