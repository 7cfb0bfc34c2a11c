import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets } from '../db/exchangeSchema.ts';
import { defaultMatchOddsPrices, runnerBet } from '../testing/markets.ts';
import type { WaitingBet } from './waitingIndex.ts';
import { betEngineOf } from './index.ts';
import { bettingFixtureForFile, newPlayer, placeBet, settle } from '../testing/bets.ts';

/**
 * Beside other processes only the feed's leader matches waiting bets as prices move
 * (docs/adr/0016-scale-out.md); the others pass on the bets they leave waiting (cluster/waitingRelay.ts).
 */
const fixture = bettingFixtureForFile();

const statusOf = async (betId: string) =>
  (await fixture.t.database.db.select({ status: bets.status }).from(bets).where(eq(bets.id, betId)))[0]
    ?.status;

describe('the process that matches waiting bets', () => {
  it('passes a waiting bet on and leaves it to the leader, which matches it when it takes the lead', async () => {
    const { t, agent, match } = fixture;
    const engine = betEngineOf(t.app);
    const passedOn: WaitingBet[] = [];
    engine.onWaiting = (bet) => passedOn.push(bet);
    await engine.setMatching(false);
    try {
      const { token } = await newPlayer(t, agent);
      const back = runnerBet(match.matchOdds, match.matchId, {
        runner: 0,
        side: 'back',
        odds: 2.1,
        stake: 100,
      });
      const placed = await placeBet(t, token, back);
      expect(placed.data.bet.status).toBe('unmatch');
      expect(passedOn).toEqual([
        expect.objectContaining({ id: placed.data.bet._id, side: 'back', requestedOdds: 2.1 }),
      ]);

      // The price passes the asked one: a process that does not lead leaves the bet alone.
      const [home, ...others] = defaultMatchOddsPrices;
      match.setPrices(match.matchOdds, [{ ...home, back: [2.12], lay: [2.14] }, ...others]);
      await settle(t);
      expect(await statusOf(placed.data.bet._id)).toBe('unmatched');

      // Taking the lead, it reads the waiting bets again and matches what the board allows.
      await engine.setMatching(true);
      await settle(t);
      expect(await statusOf(placed.data.bet._id)).toBe('matched');
    } finally {
      engine.onWaiting = null;
      await engine.setMatching(true);
    }
  });
});
