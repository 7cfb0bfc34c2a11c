import * as v from 'valibot';
import { betListFilters, betMatchStatuses } from '../constants/markets.ts';
import { defaultCasinoReportType } from '../constants/casino.ts';
import { fromMinor, toMinor, type Minor } from '../money/minorUnits.ts';
import type { Book } from '../pnl/book.ts';
import type { Bet, PlacedBet } from '../pnl/bet.ts';
import { envelopeSchema, pagedDocsSchema } from './envelope.ts';
import {
  betOnSchema,
  idSchema,
  isoDateSchema,
  moneySchema,
  nameTextSchema,
  nonNegativeMoneySchema,
  numericIdSchema,
  numericQuerySchema,
  pageNumberSchema,
  priceSchema,
  requestAmountSchema,
  roleSchema,
  secretTextSchema,
  sportIdSchema,
  startNotAfterEnd,
  timestampSchema,
} from './primitives.ts';

/**
 * Spec 7, Bet API (placebet, bets) and the bet calls of the main API. The wire keeps the spec's names
 * (`stack` for the stake, `isBack` for the side, `exposer`, `profitlist`); the mappings below are the
 * one place they turn into the product's words.
 */

const stakeSchema = requestAmountSchema;

/** Spec 3, Bet: "stack, odds, isBack, oddsType, marketName, betOn, gtype, volume, matchId, fancystatus, marketId, selectionId, runnerName". */
export const betWireSchema = v.object({
  matchId: numericIdSchema,
  marketId: idSchema,
  marketName: nameTextSchema,
  selectionId: numericIdSchema,
  runnerName: nameTextSchema,
  odds: priceSchema,
  stack: stakeSchema,
  isBack: v.boolean(),
  betOn: betOnSchema,
  oddsType: v.optional(nameTextSchema),
  gtype: v.optional(nameTextSchema),
  volume: v.optional(priceSchema),
  fancystatus: v.optional(nameTextSchema),
});
export type BetWire = v.InferOutput<typeof betWireSchema>;

/** What an unmatched bet does when its event turns in play (issue 5): lapse (the default) or keep waiting. */
const betPersistences = ['lapse', 'keep'] as const;

/**
 * What an in-play bet does when the price moved during its delay (docs/adr/0026-in-play-price-moves.md).
 * Left out, the market's own rule: match odds take a better price, bookmaker refuses any move, and a
 * price moved against the bet refuses it.
 */
export const priceMoveChoiceSchema = v.object({
  /** A price moved in the player's favour: taken (true), or the bet matched at its own price (false). */
  acceptBetterPrice: v.optional(v.boolean()),
  /** A match odds price moved against the bet: the bet left waiting, unmatched (true), or refused. */
  waitIfPriceWorse: v.optional(v.boolean()),
});
export type PriceMoveChoice = v.InferOutput<typeof priceMoveChoiceSchema>;

/**
 * POST placebet: the bet to place, plus our choices: `persistence`, what happens if the price moves during
 * the in-play delay, and the idempotency key (here, or in the `Idempotency-Key` header), with which a
 * retried request gives back the first bet.
 */
export const placeBetRequestSchema = v.object({
  ...betWireSchema.entries,
  persistence: v.optional(v.picklist(betPersistences), 'lapse'),
  ...priceMoveChoiceSchema.entries,
  idempotencyKey: v.optional(v.pipe(nameTextSchema, v.trim(), v.nonEmpty())),
});

/** A bet the exchange holds: GET bets?matchId lists these. */
export const placedBetWireSchema = v.object({
  ...betWireSchema.entries,
  _id: idSchema,
  status: v.picklist(betMatchStatuses),
  createdAt: timestampSchema,
});
export type PlacedBetWire = v.InferOutput<typeof placedBetWireSchema>;
export const betsResponseSchema = envelopeSchema(v.array(placedBetWireSchema));
export const betsQuerySchema = v.object({ matchId: numericQuerySchema });

/** One runner of a book on the wire (`profitlist`). */
export const profitListSchema = v.array(v.object({ selectionId: numericIdSchema, amount: moneySchema }));

/** Spec 3: "A placement result holds exposer, profitlist and bet." */
export const placeBetResponseSchema = envelopeSchema(
  v.object({ exposer: nonNegativeMoneySchema, profitlist: profitListSchema, bet: placedBetWireSchema }),
);

/**
 * POST edit-bet-price: a waiting bet's new price (docs/adr/0038-editing-waiting-bets.md). The waiting
 * stake is cancelled and placed again at `odds`, in one transaction; the answer is the new bet's placement.
 */
export const editBetPriceRequestSchema = v.object({ betId: idSchema, odds: priceSchema });

/** POST cancel-bets: the player's waiting bets on one market, or without `marketId` all of them. */
export const cancelBetsRequestSchema = v.object({ marketId: v.optional(idSchema) });

/** The bets cancel-bets cancelled (none when nothing was waiting), and the account's exposure after. */
export const cancelBetsResponseSchema = envelopeSchema(
  v.object({ betIds: v.array(idSchema), exposer: nonNegativeMoneySchema }),
);

export function betFromWire(wire: BetWire): Bet {
  return {
    matchId: wire.matchId,
    marketId: wire.marketId,
    marketName: wire.marketName,
    selectionId: wire.selectionId,
    runnerName: wire.runnerName,
    side: wire.isBack ? 'back' : 'lay',
    stake: toMinor(wire.stack),
    odds: wire.odds,
    volume: wire.volume,
    betOn: wire.betOn,
    oddsType: wire.oddsType,
    gtype: wire.gtype,
    fancyStatus: wire.fancystatus,
  };
}

export function betToWire(bet: Bet): BetWire {
  return {
    matchId: bet.matchId,
    marketId: bet.marketId,
    marketName: bet.marketName,
    selectionId: bet.selectionId,
    runnerName: bet.runnerName,
    odds: bet.odds,
    stack: fromMinor(bet.stake),
    isBack: bet.side === 'back',
    betOn: bet.betOn,
    ...(bet.oddsType !== undefined && { oddsType: bet.oddsType }),
    ...(bet.gtype !== undefined && { gtype: bet.gtype }),
    ...(bet.volume !== undefined && { volume: bet.volume }),
    ...(bet.fancyStatus !== undefined && { fancystatus: bet.fancyStatus }),
  };
}

export function placedBetFromWire(wire: PlacedBetWire): PlacedBet {
  return { ...betFromWire(wire), id: wire._id, status: wire.status, placedAt: wire.createdAt };
}

export function placedBetToWire(bet: PlacedBet): PlacedBetWire {
  return { ...betToWire(bet), _id: bet.id, status: bet.status, createdAt: bet.placedAt };
}

export function bookFromWire(profitList: v.InferOutput<typeof profitListSchema>): Book {
  return profitList.map(({ selectionId, amount }) => ({ selectionId, amount: toMinor(amount) }));
}

export function bookToWire(book: Book): v.InferOutput<typeof profitListSchema> {
  return book.map(({ selectionId, amount }) => ({ selectionId, amount: fromMinor(amount) }));
}

/**
 * A bet in a report (spec 3: "Casino or sports bet record ...: sportId, matchName, marketName,
 * selectionName, bet_on, volume, odds, stack, isBack, createdAt"); operator reports add the username
 * and bet_status (spec 3: "'deleted' gives status deleted, any other value gives pending").
 */
export const betRecordWireSchema = v.object({
  _id: idSchema,
  sportId: sportIdSchema,
  matchName: v.string(),
  marketName: v.string(),
  selectionName: v.string(),
  bet_on: betOnSchema,
  volume: v.optional(priceSchema),
  odds: priceSchema,
  stack: stakeSchema,
  isBack: v.boolean(),
  createdAt: timestampSchema,
  username: v.optional(v.string()),
  bet_status: v.optional(v.string()),
  /** A settled bet's profit (positive) or loss (negative): the player's bet history shows it. */
  pnl: v.optional(moneySchema),
  /** A deleted matched bet in an operator's Current Bets: who deleted it and when (the audit log's entry). */
  deletedBy: v.optional(v.string()),
  deletedAt: v.optional(timestampSchema),
  /** Why a bet that did not settle ended so (refused, lapsed, cancelled, deleted, void): issue 39. */
  reason: v.optional(v.string()),
  /** A casino bet's round (its market id before the dot) and game's match id: its result can be opened. */
  roundId: v.optional(v.string()),
  matchId: v.optional(v.number()),
});
export type BetRecordWire = v.InferOutput<typeof betRecordWireSchema>;

/** A report row in the product's words. */
export type BetRecord = Omit<BetRecordWire, '_id' | 'bet_on' | 'stack' | 'isBack' | 'createdAt'> & {
  readonly id: string;
  readonly betOn: BetRecordWire['bet_on'];
  readonly stake: Minor;
  readonly side: Bet['side'];
  readonly placedAt: string;
};

export function betRecordFromWire({
  _id,
  bet_on,
  stack,
  isBack,
  createdAt,
  ...rest
}: BetRecordWire): BetRecord {
  return {
    ...rest,
    id: _id,
    betOn: bet_on,
    stake: toMinor(stack),
    side: isBack ? 'back' : 'lay',
    placedAt: createdAt,
  };
}

export function betRecordToWire({ id, betOn, stake, side, placedAt, ...rest }: BetRecord): BetRecordWire {
  return {
    ...rest,
    _id: id,
    bet_on: betOn,
    stack: fromMinor(stake),
    isBack: side === 'back',
    createdAt: placedAt,
  };
}

/**
 * Live casino bets. Spec 7: "takes page, status, betType, reportType (default 50001), startDate; reads
 * data.data.bets and data.data.bettotal[0]". Status: Settled (completed) or Un-Settled (pending).
 */
export const casinoBetsRequestSchema = v.object({
  page: v.optional(pageNumberSchema, 1),
  status: v.picklist(['completed', 'pending']),
  betType: v.optional(v.picklist(betListFilters), 'all'),
  reportType: v.optional(v.pipe(v.number(), v.safeInteger()), defaultCasinoReportType),
  startDate: isoDateSchema,
});
export const casinoBetsResponseSchema = envelopeSchema(
  v.object({
    bets: pagedDocsSchema(betRecordWireSchema),
    /** The listed bets' total amount. */
    bettotal: v.array(v.object({ total: moneySchema })),
  }),
);

/** POST alluserbetList?page: an operator's downline bets in a period. */
export const allUserBetListRequestSchema = v.pipe(
  v.object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    betType: v.optional(v.picklist(betListFilters), 'all'),
    sportId: v.optional(sportIdSchema),
  }),
  startNotAfterEnd(),
);
export const betRecordsResponseSchema = envelopeSchema(pagedDocsSchema(betRecordWireSchema));

/** More bets than one request names: a page of the reports, an operator's selection. */
const maxBetIds = 1000;

/** POST get-bet-list-by-ids {betIds, page}. */
export const betListByIdsRequestSchema = v.object({
  betIds: v.pipe(v.array(idSchema), v.maxLength(maxBetIds)),
  page: v.optional(pageNumberSchema, 1),
});

/** DELETE delete-current-bet/{id}. */
export const deleteBetParamsSchema = v.object({ id: idSchema });

/**
 * DELETE delete-current-bet/{id}'s optional JSON body: an operator deleting a matched bet confirms with
 * its transaction password (a player's cancel and an unmatched bet's delete need none).
 */
export const deleteBetRequestSchema = v.object({
  transactionPassword: v.optional(v.pipe(secretTextSchema, v.nonEmpty())),
});

/** POST delete-bets: several bets, confirmed with the operator's transaction password. */
export const deleteBetsRequestSchema = v.object({
  betIds: v.pipe(v.array(idSchema), v.minLength(1), v.maxLength(maxBetIds)),
  transactionPassword: v.pipe(secretTextSchema, v.nonEmpty()),
});

/** POST bet-lock: stop (or allow) betting on a match, for one user or, without a username, the whole downline. */
export const betLockRequestSchema = v.object({
  matchId: numericIdSchema,
  username: v.optional(nameTextSchema),
  lock: v.boolean(),
});

/** GET get-child-user-list?username&matchId: the children and whether each may bet on the match. */
export const childUserListQuerySchema = v.object({
  username: v.optional(nameTextSchema),
  matchId: numericQuerySchema,
});
export const childUserListResponseSchema = envelopeSchema(
  v.array(
    v.object({
      username: v.string(),
      role: roleSchema,
      betLock: v.boolean(),
      /** The lock is on the user named (the caller without one) or above it: the whole downline's, not the child's. */
      inherited: v.boolean(),
    }),
  ),
);

/** POST users-lock: General Lock ("A user suggestion search, a transaction code input, Load and Reset"). */
export const usersLockRequestSchema = v.object({
  username: v.pipe(nameTextSchema, v.nonEmpty()),
  transactionPassword: v.pipe(secretTextSchema, v.nonEmpty()),
  lock: v.boolean(),
});

/** GET get-market-analysis-user?username: the named user's downline only, still at the caller's share. */
export const marketAnalysisUserQuerySchema = v.object({
  username: v.pipe(nameTextSchema, v.trim(), v.nonEmpty()),
});

/** One market's book in a report: each runner with what the viewer wins (or loses) if it wins. */
export const marketBooksSchema = v.object({
  marketId: idSchema,
  marketName: v.string(),
  profitlist: v.array(
    v.object({ selectionId: numericIdSchema, runnerName: v.string(), amount: moneySchema }),
  ),
});

/**
 * GET get-market-analysis (and -user?username): per live match, the combined book of the operator's
 * downline for each market (DOMAIN.md, "Market analysis").
 */
export const marketAnalysisResponseSchema = envelopeSchema(
  v.array(
    v.object({
      matchId: numericIdSchema,
      matchName: v.string(),
      sportId: sportIdSchema,
      markets: v.array(marketBooksSchema),
    }),
  ),
);
