import {
  canonicalDeck,
  casinoCardCode,
  casinoGameDefinitions,
  casinoMarket,
  casinoSlots,
  backRunner,
  shuffled,
  winIf,
  type CasinoCard,
  type RegisteredCasinoGame,
} from '@exchange/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { casinoRounds } from '../db/casinoSchema.ts';
import { CasinoLoop, type CasinoLoopOptions, type CasinoRoundMove } from '../casino/loop.ts';

/**
 * What the casino tests share: a settable clock, a settlement that only marks rounds settled or void (the
 * bets' side is casino/settlement.ts's, tested there), and an in-play game with three cards, for the
 * reopening the registry's first game (Lucky 7, one card) does not have.
 */

/** A clock the test moves by hand; the app's `now`. */
export function testClock(start = '2025-06-01T12:00:00.000Z') {
  let instant = new Date(start);
  return {
    now: () => instant,
    advance(seconds: number) {
      instant = new Date(instant.getTime() + seconds * 1000);
    },
  };
}

/** Settles and voids as the real one does to the round row (idempotently), counting what each call did. */
export function markingSettlement(db: AppContext['db'], now: () => Date) {
  /** Sets the instant if it is not set yet; true when this call set it. */
  const markOnce = async (roundId: string, column: 'settledAt' | 'voidedAt') => {
    const rows = await db
      .update(casinoRounds)
      .set({ [column]: now() })
      .where(and(eq(casinoRounds.id, roundId), isNull(casinoRounds[column])))
      .returning({ id: casinoRounds.id });
    return rows.length > 0;
  };
  const calls = {
    settle: [] as string[],
    void: [] as string[],
    settled: [] as string[],
    voided: [] as string[],
  };
  return {
    calls,
    /** The next `n` settle calls fail, as a settlement interrupted by a database fault would. */
    failNextSettles: 0,
    async settleRound(roundId: string) {
      calls.settle.push(roundId);
      if (this.failNextSettles > 0) {
        this.failNextSettles -= 1;
        throw new Error('settlement failed');
      }
      if (await markOnce(roundId, 'settledAt')) calls.settled.push(roundId);
    },
    async voidRound(roundId: string) {
      calls.void.push(roundId);
      if (await markOnce(roundId, 'voidedAt')) calls.voided.push(roundId);
    },
  };
}

/** A loop on the test app's database and clock with a marking settlement; its moves are recorded. */
export function testLoop(context: Pick<AppContext, 'db' | 'now'>, options: Partial<CasinoLoopOptions> = {}) {
  const settlement = markingSettlement(context.db, context.now);
  const moves: CasinoRoundMove[] = [];
  const errors: unknown[] = [];
  const loop = new CasinoLoop(context, {
    settleRound: (roundId) => settlement.settleRound(roundId),
    voidRound: (roundId) => settlement.voidRound(roundId),
    onMove: (move) => moves.push(move),
    onError: (error) => errors.push(error),
    // The engine's tests watch Lucky 7 and their own in-play game; the other tables stay still.
    games: ['lucky7', inPlayTestGame.code],
    ...options,
  });
  return { loop, settlement, moves, errors };
}

const deck = canonicalDeck({ copies: 1 });

/**
 * "Test Hi-Lo", an in-play game for the engine's tests only: three cards; betting opens before the first
 * and reopens once after it; the main market (is the last card higher than the first?) closes after the
 * second card.
 */
export const inPlayTestGame: RegisteredCasinoGame<CasinoCard[]> = {
  code: 'testHiLo',
  name: 'Test Hi-Lo',
  category: 73,
  matchId: 5990,
  presentation: {
    rules: ['Three cards: is the last higher than the first?'],
    table: { hands: [{ label: 'Cards', slots: (length) => Array.from({ length }, (_, index) => index) }] },
    art: { cards: ['2S', 'KH'] },
    group: 'others',
  },
  timing: { bettingSeconds: 10, stepSeconds: 2, resultSeconds: 3, reopenSeconds: 6 },
  deal: (random) => shuffled(random, deck).slice(0, 3),
  steps: () => 3,
  reopensAfter: (_deal, shown) => shown === 1,
  table: (cards, shown) => casinoSlots(cards.map(casinoCardCode), shown),
  markets: (_cards, shown) => [
    casinoMarket(
      'main',
      'Hi / Lo',
      'oneWinner',
      [backRunner(1, 'Higher', 1.9), backRunner(2, 'Not higher', 1.9)],
      {
        suspended: shown >= 2,
      },
    ),
  ],
  settle: (cards, _suffix, selectionId) =>
    winIf((cards[2]?.rank ?? 0) > (cards[0]?.rank ?? 0) === (selectionId === 1)),
  result: (cards) => ({
    winnerName: (cards[2]?.rank ?? 0) > (cards[0]?.rank ?? 0) ? 'Higher' : 'Not higher',
    rows: [{ label: 'Cards', value: cards.map(casinoCardCode).join(' ') }],
  }),
};

/**
 * Adds the in-play test game to the registry, for this test file only (each file has its own modules).
 * The registry is read-only to the engine; a test adds a game the way a new definition file would.
 */
export function registerInPlayTestGame(): void {
  const registry = casinoGameDefinitions as RegisteredCasinoGame[];
  if (!registry.includes(inPlayTestGame as RegisteredCasinoGame))
    registry.push(inPlayTestGame as RegisteredCasinoGame);
}
