import { describe, expect, it } from 'vitest';
import type { CasinoGameDefinition } from '../casino/definition.ts';
import { randomInt } from '../casino/fairness.ts';
import { backLayRunner, market } from '../casino/runners.ts';
import { checkInPlayQuotes } from './casinoQuotes.ts';

/** A coin tossed once, quoted at `back` / `lay` on heads (selection 1) before the toss. */
const coin = (back: number, lay: number): CasinoGameDefinition<number> => ({
  code: 'coin',
  name: 'Coin',
  category: 73,
  matchId: 1,
  timing: { bettingSeconds: 1, stepSeconds: 1, resultSeconds: 1 },
  deal: (random) => randomInt(random, 2),
  steps: () => 1,
  table: () => [],
  markets: (_toss, shown) => [
    market('main', 'Toss', 'oneWinner', [backLayRunner(1, 'Heads', back, lay)], { suspended: shown > 0 }),
    market('other', 'Ignored', 'oneWinner', [backLayRunner(2, 'Anything', 100, 1)]),
  ],
  settle: () => ({ kind: 'lose' }),
  result: () => ({ winnerName: '', rows: [] }),
});

const check = (back: number, lay: number, layTarget?: number) =>
  checkInPlayQuotes({
    definition: coin(back, lay),
    markets: (suffix) => suffix === 'main',
    chance: () => 0.5,
    backTarget: 0.97,
    ...(layTarget === undefined ? {} : { layTarget }),
    deals: 10,
  });

describe('the in-play quote check', () => {
  it('passes prices that keep the edge, checking each open quote once per step', () => {
    expect(check(1.94, 2.06, 1.03)).toEqual({ checked: 20, violations: [] });
  });

  it('names each price that gives the edge away', () => {
    const reading = check(1.96, 2.04, 1.03);
    expect(reading.checked).toBe(20);
    expect(reading.violations).toHaveLength(20);
    expect(reading.violations[0]).toBe('round 0 shown 0 main/Heads p=0.5 back 1.96');
    expect(reading.violations[1]).toBe('round 0 shown 0 main/Heads p=0.5 lay 2.04');
  });

  it('leaves lays alone without a lay target', () => {
    expect(check(1.94, 1.5)).toEqual({ checked: 10, violations: [] });
  });
});
