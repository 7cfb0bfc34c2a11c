import { describe, expect, it } from 'vitest';
import { LiveBoard, type BoardChange, type LiveMarket } from './board.ts';

const matchOdds: Omit<LiveMarket, 'version'> = {
  marketId: '1.100',
  matchId: 100,
  kind: 'matchOdds',
  name: 'Match Odds',
  status: 'OPEN',
  runners: [
    { selectionId: 1, name: 'Home', back: [{ price: 2, size: 100 }], lay: [{ price: 2.02, size: 50 }] },
    { selectionId: 2, name: 'Away', back: [{ price: 1.98, size: 100 }], lay: [{ price: 2, size: 50 }] },
  ],
};
const session: Omit<LiveMarket, 'version'> = {
  marketId: '5.101',
  matchId: 100,
  kind: 'fancy',
  name: '6 over runs IND',
  gtype: 'session',
  status: 'OPEN',
  runners: [],
  fancy: { noLine: 50, noRate: 100, yesLine: 51, yesRate: 100 },
};

function boardWithChanges() {
  const board = new LiveBoard();
  const changes: BoardChange[] = [];
  board.subscribe((change) => changes.push(change));
  return { board, changes };
}

describe('the live board', () => {
  it('keeps the latest state of each market with a rising version and tells its listeners', () => {
    const { board, changes } = boardWithChanges();
    expect(board.putMarket(matchOdds).version).toBe(1);
    const moved = board.putMarket({ ...matchOdds, runners: [] });
    expect(moved.version).toBe(2);
    expect(board.market('1.100')).toEqual(moved);
    expect(changes).toEqual([
      { type: 'market', market: { ...matchOdds, version: 1 } },
      { type: 'market', market: moved },
    ]);
    expect(board.market('nope')).toBeUndefined();
  });

  it("finds a match's markets and lists the matches it holds", () => {
    const { board } = boardWithChanges();
    board.putMarket(matchOdds);
    board.putMarket(session);
    board.putMarket({ ...matchOdds, marketId: '1.200', matchId: 200 });
    expect(board.marketsOf(100).map((market) => market.marketId)).toEqual(['1.100', '5.101']);
    expect(board.marketsOf(300)).toEqual([]);
    expect(board.matchIds()).toEqual([100, 200]);
  });

  it('tells match status changes once, and keeps scores', () => {
    const { board, changes } = boardWithChanges();
    board.setMatchStatus(100, 'upcoming');
    board.setMatchStatus(100, 'inPlay');
    board.setMatchStatus(100, 'inPlay');
    expect(board.matchStatus(100)).toBe('inPlay');
    expect(changes.filter((change) => change.type === 'matchStatus')).toHaveLength(2);
    const score = { matchId: 100, summary: 'IND 10/0 (1)', updatedAt: '2025-01-01T00:00:00.000Z' };
    board.putScore(score);
    expect(board.score(100)).toEqual(score);
    expect(changes.at(-1)).toEqual({ type: 'score', score });
  });

  it('closes a market on a result or a void and tells settlement', () => {
    const { board, changes } = boardWithChanges();
    board.putMarket(matchOdds);
    board.putMarket(session);
    board.announceResult('1.100', 2);
    board.announceVoid('5.101');
    board.announceResult('unknown', 1);
    expect(board.market('1.100')?.status).toBe('CLOSED');
    expect(board.market('5.101')?.status).toBe('CLOSED');
    expect(changes.filter((change) => change.type === 'result' || change.type === 'void')).toEqual([
      { type: 'result', marketId: '1.100', matchId: 100, result: 2 },
      { type: 'void', marketId: '5.101', matchId: 100 },
    ]);
  });

  it("holds a market an operator suspended whatever the feed says, and gives the feed's status back when lifted", () => {
    const { board, changes } = boardWithChanges();
    board.putMarket(matchOdds);
    board.setOperatorHold('1.100', { suspended: true, disabled: false });
    expect(board.market('1.100')?.status).toBe('SUSPENDED');
    expect(changes.at(-1)).toMatchObject({ type: 'market', market: { status: 'SUSPENDED' } });
    board.putMarket({ ...matchOdds, status: 'OPEN' });
    expect(board.market('1.100')?.status).toBe('SUSPENDED');
    board.putMarket({ ...matchOdds, status: 'BALL RUNNING' });
    board.setOperatorHold('1.100', { suspended: false, disabled: false });
    expect(board.market('1.100')?.status).toBe('BALL RUNNING');
    expect(board.operatorHold('1.100')).toEqual({ suspended: false, disabled: false });
  });

  it('keeps a disabled market suspended and hidden, a hold set before the market arrives included', () => {
    const { board } = boardWithChanges();
    board.setOperatorHold('5.101', { suspended: false, disabled: true });
    board.putMarket(session);
    expect(board.market('5.101')).toMatchObject({ status: 'SUSPENDED', hidden: true });
    board.setOperatorHold('5.101', { suspended: false, disabled: false });
    expect(board.market('5.101')?.status).toBe('OPEN');
    expect(board.market('5.101')?.hidden).toBeUndefined();
  });

  it('lets a closed market stay closed under a hold', () => {
    const { board } = boardWithChanges();
    board.putMarket(matchOdds);
    board.setOperatorHold('1.100', { suspended: true, disabled: false });
    board.announceResult('1.100', 1);
    expect(board.market('1.100')?.status).toBe('CLOSED');
  });

  it('forgets a finished match: markets, holds, status and score', () => {
    const { board } = boardWithChanges();
    board.putMarket(matchOdds);
    board.setOperatorHold('1.100', { suspended: true, disabled: false });
    board.setMatchStatus(100, 'closed');
    board.putScore({ matchId: 100, summary: 'x', updatedAt: '2025-01-01T00:00:00.000Z' });
    board.removeMatch(100);
    expect(board.market('1.100')).toBeUndefined();
    expect(board.marketsOf(100)).toEqual([]);
    expect(board.matchIds()).toEqual([]);
    expect(board.matchStatus(100)).toBeUndefined();
    expect(board.score(100)).toBeUndefined();
    expect(board.operatorHold('1.100')).toEqual({ suspended: false, disabled: false });
  });

  it("mirrors another board's markets by version, with its own holds laid over them", () => {
    const leader = new LiveBoard();
    const { board: mirror, changes } = boardWithChanges();
    const first = leader.putMarket(matchOdds);
    const second = leader.putMarket({ ...matchOdds, status: 'BALL RUNNING' });
    mirror.mirrorMarket(second, 'BALL RUNNING');
    // An older version arriving late changes nothing.
    mirror.mirrorMarket(first, 'OPEN');
    expect(mirror.market('1.100')).toEqual(second);
    // A hold set here keeps the leader's version and holds over the leader's next version until lifted.
    mirror.setOperatorHold('1.100', { suspended: true, disabled: false }, { keepVersion: true });
    expect(mirror.market('1.100')).toMatchObject({ status: 'SUSPENDED', version: second.version });
    mirror.mirrorMarket(leader.putMarket({ ...matchOdds, status: 'OPEN' }), 'OPEN');
    expect(mirror.market('1.100')?.status).toBe('SUSPENDED');
    mirror.setOperatorHold('1.100', { suspended: false, disabled: false }, { keepVersion: true });
    expect(mirror.market('1.100')?.status).toBe('OPEN');
    // The leader's disabling hides the market here too.
    leader.setOperatorHold('1.100', { suspended: false, disabled: true });
    const hidden = leader.market('1.100');
    if (hidden) mirror.mirrorMarket(hidden, 'OPEN');
    expect(mirror.market('1.100')).toMatchObject({ status: 'SUSPENDED', hidden: true });
    expect(changes.filter((change) => change.type === 'hold')).toHaveLength(2);
  });

  it("suspends what it mirrors when the leader falls silent, until the leader's next word, even unchanged", () => {
    const leader = new LiveBoard();
    const { board: mirror, changes } = boardWithChanges();
    const open = leader.putMarket(matchOdds);
    const closed = leader.putMarket({ ...session, status: 'CLOSED' });
    mirror.mirrorMarket(open, 'OPEN');
    mirror.mirrorMarket(closed, 'CLOSED');
    mirror.suspendMirrored();
    expect(mirror.market('1.100')).toMatchObject({ status: 'SUSPENDED', version: open.version });
    expect(mirror.market('5.101')?.status).toBe('CLOSED');
    expect(changes.at(-1)).toMatchObject({
      type: 'market',
      market: { marketId: '1.100', status: 'SUSPENDED' },
    });
    // The leader's board is unchanged meanwhile: its same version reopens the market here, once.
    mirror.mirrorMarket(open, 'OPEN');
    expect(mirror.market('1.100')).toEqual(open);
    const count = changes.length;
    mirror.mirrorMarket(open, 'OPEN');
    expect(changes).toHaveLength(count);
  });

  it('tells its listeners of a hold and of a forgotten match with its markets', () => {
    const { board, changes } = boardWithChanges();
    board.putMarket(matchOdds);
    board.putMarket(session);
    board.setOperatorHold('5.101', { suspended: true, disabled: false });
    board.removeMatch(100);
    expect(changes).toContainEqual({
      type: 'hold',
      marketId: '5.101',
      hold: { suspended: true, disabled: false },
    });
    expect(changes.at(-1)).toEqual({ type: 'matchRemoved', matchId: 100, marketIds: ['1.100', '5.101'] });
  });

  it('stops telling a listener that unsubscribed', () => {
    const board = new LiveBoard();
    const changes: BoardChange[] = [];
    const unsubscribe = board.subscribe((change) => changes.push(change));
    unsubscribe();
    board.putMarket(matchOdds);
    expect(changes).toEqual([]);
  });
});
