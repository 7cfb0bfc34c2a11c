import type { SlotSpin } from './games/luckyReels.ts';
import type { RouletteBet, RouletteSpin } from './games/roulette.ts';

/**
 * The game page's calls to its own server (not the operator's protocol): one shape for both sides. Money
 * is decimal strings, as in the wallet protocol.
 */
export interface SessionAnswer {
  gameCode: string;
  currency: string;
  balance: string;
}

export interface SpinRequest {
  stake: string;
}

export interface RouletteRequest {
  bets: { bet: RouletteBet; stake: string }[];
}

/** A round's answer: paid, paid later (the credit waits for the operator), or cancelled (stake returned). */
export type RoundAnswer<Spin> =
  | { status: 'settled'; roundId: string; win: string; balance: string | undefined; spin: Spin }
  | { status: 'pending'; roundId: string; win: string; message: string; spin: Spin }
  | { status: 'cancelled'; roundId: string; balance: string | undefined; message: string };

export type SpinAnswer = RoundAnswer<SlotSpin>;
export type RouletteAnswer = RoundAnswer<RouletteSpin>;

/** Every refusal of the page's calls: an HTTP 4xx/5xx with words to show. */
export interface RefusalAnswer {
  message: string;
}

export const apiPaths = {
  session: '/api/session',
  luckyReelsSpin: '/api/lucky-reels/spin',
  luckyZeroSpin: '/api/lucky-zero/spin',
} as const;
