import type { FancyMarket, MarketBook, MatchSnapshot } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { createMatchStore } from './matchStore.ts';

const market = (marketId: string, back: number, status = 'OPEN'): MarketBook => ({
  marketId,
  marketName: marketId.startsWith('9.') ? 'Bookmaker' : 'Match Odds',
  matchId: 7,
  status,
  runners: [
    {
      selectionId: 1,
      runnerName: 'India',
      ex: { availableToBack: [{ price: back, size: 100 }], availableToLay: [] },
    },
  ],
});

const session = (marketId: string, status = 'OPEN'): FancyMarket => ({
  marketId,
  marketName: `${marketId} over runs`,
  matchId: 7,
  gtype: 'session',
  status,
  back: [{ price: 60, size: 100 }],
  lay: [{ price: 59, size: 100 }],
});

const snapshot: MatchSnapshot = {
  matchId: 7,
  status: 'inPlay',
  matchOdds: [market('1.1', 1.5)],
  bookmaker: [market('9.1', 50)],
  fancy: [session('5.6'), session('5.10')],
  score: null,
};

/** A store that applies prices at once (no animation frames in Node). */
const store = () => {
  const created = createMatchStore(7, (apply) => apply());
  created.onSnapshot(snapshot);
  return created;
};

describe('createMatchStore', () => {
  it('keeps a price move out of the page state: only the feed and the price listeners hear it', () => {
    const live = store();
    const state = live.getState();
    let pageRenders = 0;
    let priceMoves = 0;
    live.subscribe(() => (pageRenders += 1));
    live.subscribePrices(() => (priceMoves += 1));
    live.onUpdate({ matchId: 7, matchOdds: [market('1.1', 1.6)] });
    expect(live.getState()).toBe(state);
    expect(pageRenders).toBe(0);
    expect(priceMoves).toBe(1);
    expect(live.market('1.1')?.runners[0]?.ex.availableToBack[0]?.price).toBe(1.6);
  });

  it('changes the page state when the score, the status or the markets shown change', () => {
    const live = store();
    live.onUpdate({ matchId: 7, status: 'closed', matchOdds: [market('1.2', 3)], removed: ['9.1'] });
    expect(live.getState()).toMatchObject({ status: 'closed', matchOdds: ['1.1', '1.2'], bookmaker: [] });
    expect(live.market('9.1')).toBeUndefined();
  });

  it('keeps the result of a finished match, pushed at its end or given by a later snapshot', () => {
    const live = store();
    const won = { kind: 'winner', marketId: '1.1', runnerName: 'India' } as const;
    live.onUpdate({ matchId: 7, status: 'closed', matchOdds: [market('1.1', 1.5, 'CLOSED')], result: won });
    expect(live.getState()).toMatchObject({ status: 'closed', result: won });
    live.onUpdate({
      matchId: 7,
      score: { matchId: 7, summary: 'IND 180/4', updatedAt: '2026-01-12T17:00:00Z' },
    });
    expect(live.getState().result).toEqual(won);
    live.onSnapshot({ ...snapshot, status: 'closed', result: { kind: 'void', marketId: '1.1' } });
    expect(live.getState().result).toEqual({ kind: 'void', marketId: '1.1' });
    live.onSnapshot(snapshot);
    expect(live.getState().result).toBeNull();
  });

  it('drops a session once it closes and replaces the others with their new lines', () => {
    const live = store();
    live.onUpdate({
      matchId: 7,
      fancy: [session('5.6', 'CLOSED'), { ...session('5.10'), back: [{ price: 75, size: 90 }] }],
    });
    expect(live.getState().fancy.map((fancy) => [fancy.marketId, fancy.back[0]?.price])).toEqual([
      ['5.10', 75],
    ]);
  });

  it('starts over from each snapshot, and records a refused room', () => {
    const live = store();
    live.onUpdate({ matchId: 7, matchOdds: [market('1.2', 3)] });
    live.onSnapshot(snapshot);
    expect(live.getState().matchOdds).toEqual(['1.1']);
    live.onRefused?.('Match not found');
    expect(live.getState()).toMatchObject({ loaded: true, refused: 'Match not found' });
  });
});
