import type { WalletStatus } from '@exchange/wallet-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { apiPaths, type RoundAnswer, type SessionAnswer } from '../api.ts';
import type { GameCode } from '../games/catalog.ts';
import { slotStakesCents, spinLuckyReels } from '../games/luckyReels.ts';
import type { RandomInt } from '../games/random.ts';
import { evenMoneyKinds, rouletteMaxBetCents, rouletteMaxBets, spinRoulette } from '../games/roulette.ts';
import { formatCents, parseAmount } from '../protocol/amounts.ts';
import { WalletUnreachableError, type WalletClient } from '../protocol/walletClient.ts';
import { playRound, type RoundDeps, type RoundResult } from './rounds.ts';
import type { PlayerSession, SessionStore } from './sessions.ts';

export interface GameApiDeps extends RoundDeps {
  wallet: WalletClient;
  sessions: SessionStore;
  random: RandomInt;
}

export const refusals = {
  sessionEnded: 'Your game session has ended. Go back to the lobby and open the game again.',
  insufficientFunds: 'Your balance is too low for this stake.',
  blocked: 'Your account cannot place bets at the moment.',
  busy: 'A round is already being played. Wait for its result.',
  unreachable: 'The casino is not answering. Try again in a moment.',
  refused: 'The casino refused this bet. Try again.',
  wrongGame: 'This session belongs to another game.',
} as const;

const pendingMessage = 'Your result is recorded and will reach your balance as soon as the casino answers.';
const cancelledMessage = 'The round could not be completed: your stake is returned.';

const stake = v.pipe(
  v.string(),
  v.transform(parseAmount),
  v.number('must be an amount with at most two decimals'),
  v.minValue(1, 'must be more than zero'),
);

const spinBody = v.object({
  stake: v.pipe(
    stake,
    v.check((cents) => slotStakesCents.includes(cents), 'must be one of the listed stakes'),
  ),
});

const rouletteBet = v.variant('kind', [
  v.object({
    kind: v.literal('straight'),
    number: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
  }),
  v.object({ kind: v.picklist(evenMoneyKinds) }),
  v.object({ kind: v.picklist(['dozen', 'column']), which: v.picklist([1, 2, 3]) }),
]);

const rouletteBody = v.object({
  bets: v.pipe(
    v.array(
      v.object({
        bet: rouletteBet,
        stake: v.pipe(stake, v.maxValue(rouletteMaxBetCents, 'is above the table limit')),
      }),
    ),
    v.minLength(1, 'place a bet first'),
    v.maxLength(rouletteMaxBets, `at most ${rouletteMaxBets} bets a spin`),
  ),
});

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

const refusalStatus: Partial<Record<WalletStatus, [number, string]>> = {
  INVALID_TOKEN: [401, refusals.sessionEnded],
  INSUFFICIENT_FUNDS: [409, refusals.insufficientFunds],
  PLAYER_BLOCKED: [403, refusals.blocked],
};

export function gameApi(app: FastifyInstance, deps: GameApiDeps): void {
  function sessionOf(request: FastifyRequest, reply: FastifyReply, gameCode?: GameCode) {
    const id = bearer(request);
    const session = id ? deps.sessions.get(id) : undefined;
    if (!session) {
      void reply.code(401).send({ message: refusals.sessionEnded });
      return undefined;
    }
    if (gameCode && session.gameCode !== gameCode) {
      void reply.code(403).send({ message: refusals.wrongGame });
      return undefined;
    }
    return session;
  }

  function refuse(reply: FastifyReply, session: PlayerSession, status: WalletStatus) {
    if (status === 'INVALID_TOKEN') deps.sessions.end(session.id);
    const [code, message] = refusalStatus[status] ?? [502, refusals.refused];
    return reply.code(code).send({ message });
  }

  /** One round at a time per session, then the round's answer in the page's shape. */
  async function play<T>(
    reply: FastifyReply,
    session: PlayerSession,
    stakeCents: number,
    decide: () => { outcome: T; winCents: number },
  ): Promise<RoundAnswer<T> | FastifyReply> {
    if (session.busy) return reply.code(409).send({ message: refusals.busy });
    session.busy = true;
    let result: RoundResult<T>;
    try {
      result = await playRound(deps, {
        token: session.token,
        gameCode: session.gameCode,
        stakeCents,
        decide,
      });
    } finally {
      session.busy = false;
    }
    switch (result.kind) {
      case 'refused':
        return refuse(reply, session, result.status);
      case 'cancelled':
        return {
          status: 'cancelled',
          roundId: result.roundId,
          balance: result.balance,
          message: cancelledMessage,
        };
      case 'pending':
        return {
          status: 'pending',
          roundId: result.roundId,
          win: formatCents(result.winCents),
          spin: result.outcome,
          message: pendingMessage,
        };
      case 'settled':
        return {
          status: 'settled',
          roundId: result.roundId,
          win: formatCents(result.winCents),
          balance: result.balance,
          spin: result.outcome,
        };
    }
  }

  app.get(apiPaths.session, async (request, reply): Promise<SessionAnswer | FastifyReply | undefined> => {
    const session = sessionOf(request, reply);
    if (!session) return undefined;
    try {
      const answer = await deps.wallet.balance(session.token);
      if (answer.status !== 'OK' || answer.balance === undefined) {
        return refuse(reply, session, answer.status === 'OK' ? 'INVALID_REQUEST' : answer.status);
      }
      return {
        gameCode: session.gameCode,
        currency: answer.currency ?? session.currency,
        balance: answer.balance,
      };
    } catch (error) {
      if (!(error instanceof WalletUnreachableError)) throw error;
      return reply.code(502).send({ message: refusals.unreachable });
    }
  });

  app.post(apiPaths.luckyReelsSpin, async (request, reply) => {
    const session = sessionOf(request, reply, 'lucky-reels');
    if (!session) return undefined;
    const body = v.safeParse(spinBody, request.body);
    if (!body.success) return reply.code(400).send({ message: `Stake ${body.issues[0].message}.` });
    const stakeCents = body.output.stake;
    return play(reply, session, stakeCents, () => {
      const spin = spinLuckyReels(deps.random, stakeCents);
      return { outcome: spin, winCents: spin.winCents };
    });
  });

  app.post(apiPaths.luckyZeroSpin, async (request, reply) => {
    const session = sessionOf(request, reply, 'lucky-zero');
    if (!session) return undefined;
    const body = v.safeParse(rouletteBody, request.body);
    if (!body.success) {
      return reply.code(400).send({ message: `Bets: ${body.issues[0].message}.` });
    }
    const bets = body.output.bets.map(({ bet, stake: stakeCents }) => ({ bet, stakeCents }));
    const stakeCents = bets.reduce((sum, bet) => sum + bet.stakeCents, 0);
    return play(reply, session, stakeCents, () => {
      const spin = spinRoulette(deps.random, bets);
      return { outcome: spin, winCents: spin.winCents };
    });
  });
}
