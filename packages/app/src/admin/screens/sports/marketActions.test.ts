import { describe, expect, it } from 'vitest';
import { bookmakerMarket as bookmaker, oddsMarket as odds, settledMarket as settled } from './fixtures.ts';
import { actionsOf, resultText } from './marketActions.ts';

describe('market actions', () => {
  it('offers an open market its switches, a result and a void', () => {
    expect(actionsOf(odds)).toEqual(['suspend', 'disable', 'declare', 'void']);
    expect(actionsOf(bookmaker)).toEqual(['resume', 'disable', 'declare', 'void']);
    expect(actionsOf({ ...odds, active: false })).toEqual(['suspend', 'enable', 'declare', 'void']);
  });

  it('offers a market the feed closed only a result or a void, and a settled or void one only a rollback', () => {
    expect(actionsOf({ ...odds, status: 'CLOSED' })).toEqual(['declare', 'void']);
    expect(actionsOf(settled)).toEqual(['rollback']);
    expect(actionsOf({ ...odds, voided: true, status: 'CLOSED' })).toEqual(['rollback']);
  });

  it("names a result by its runner, a session's by its runs", () => {
    expect(resultText(settled)).toBe('Yes');
    expect(resultText(odds)).toBeUndefined();
    expect(resultText({ ...odds, result: 42 })).toBe('Selection 42');
    expect(resultText({ ...odds, kind: 'fancy', result: 31 })).toBe('31 runs');
    expect(resultText({ ...odds, voided: true })).toBe('Void');
  });
});
