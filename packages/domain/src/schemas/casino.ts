import * as v from 'valibot';
import type { CasinoArtCard, CasinoGameArt } from '../casino/presentation.ts';
import { casinoArtGlyphs } from '../constants/casino.ts';
import { envelopeSchema, pagedSchema } from './envelope.ts';
import {
  isoDateSchema,
  nameTextSchema,
  numericIdSchema,
  numericQuerySchema,
  pageNumberSchema,
  priceSchema,
  textLimits,
  textSchema,
  timestampSchema,
} from './primitives.ts';

/** Spec 7, Casino calls of the main API and the data API's casino market. */

/**
 * A tile's card, as CasinoArtCard types it ('10D'). A pattern rather than cards.ts's parser: this schema
 * loads with the first page, and the parser would bring the card names along.
 */
const artCardCode = /^(?:[2-9]|10|[AJQK])[SHDC]$/;
/** The pattern is the rule (and what the OpenAPI document states); the cast only names its type. */
const artCardSchema = v.pipe(
  v.string(),
  v.regex(artCardCode),
  v.transform((code) => code as CasinoArtCard),
);

/** A game's tile drawing (its presentation's `art`): the cards its table deals, or a motif. */
const casinoGameArtSchema = v.union([
  v.object({ cards: v.array(artCardSchema) }),
  v.object({ glyph: v.picklist(casinoArtGlyphs) }),
]);

/** A game's own (read-only) art as the lobby answer carries it: a copy of its card list. */
export const casinoArtOnWire = (art: CasinoGameArt): v.InferOutput<typeof casinoGameArtSchema> =>
  'cards' in art ? { cards: [...art.cards] } : art;

/**
 * Spec 3: "Casino game: slug, match_id, isDisable, image, category, identifier, game_name, game_images,
 * live_category." GET get-casino-games lists them. `art` is ours (ADR 0033): an in-house game's tile
 * drawing, so the page that draws a tile need not load the game definitions; a drawing this page cannot
 * read (a newer server's motif) reads as none, the felt alone, rather than failing the whole lobby.
 */
export const casinoGameSchema = v.object({
  slug: v.pipe(v.string(), v.nonEmpty()),
  match_id: numericIdSchema,
  isDisable: v.boolean(),
  image: v.string(),
  category: numericIdSchema,
  identifier: v.string(),
  game_name: v.string(),
  game_images: v.optional(v.array(v.string()), []),
  live_category: v.optional(v.string()),
  art: v.fallback(v.optional(casinoGameArtSchema), undefined),
});
export type CasinoGame = v.InferOutput<typeof casinoGameSchema>;
export const casinoGamesResponseSchema = envelopeSchema(v.array(casinoGameSchema));

/** GET get-casino-int-games?provider&type: "returning result, providers and category". */
export const casinoIntGamesQuerySchema = v.object({
  provider: v.optional(nameTextSchema),
  type: v.optional(nameTextSchema),
});
export const casinoIntGameSchema = v.object({
  gameCode: v.pipe(v.string(), v.nonEmpty()),
  gameName: v.string(),
  image: v.string(),
  provider: v.string(),
  category: v.string(),
});
export const casinoIntGamesResponseSchema = envelopeSchema(
  v.object({
    result: v.array(casinoIntGameSchema),
    providers: v.array(v.object({ key: v.string(), name: v.string() })),
    category: v.array(v.object({ id: v.string(), name: v.string() })),
  }),
);

/** POST get-cas-casino-play-url: "play casino ({gameCode, lobby_url, ipAddress, isMobile}) returning data.url". */
export const casinoPlayUrlRequestSchema = v.object({
  gameCode: v.pipe(nameTextSchema, v.nonEmpty()),
  lobby_url: textSchema(textLimits.url),
  ipAddress: nameTextSchema,
  isMobile: v.boolean(),
});
export const casinoPlayUrlResponseSchema = envelopeSchema(v.object({ url: v.pipe(v.string(), v.url()) }));

/** Where a round is (CASINO.md 5): betting, cards being revealed, the result shown, over, or void. */
export const casinoRoundStatuses = ['open', 'suspended', 'result', 'settled', 'void'] as const;
export type CasinoRoundStatus = (typeof casinoRoundStatuses)[number];

/** The SHA-256 commitment, and the server seed once revealed: 64 lowercase hex characters. */
const hex64Schema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** The provably fair part every round and result carries (CASINO.md 3). */
const fairnessEntries = {
  /** SHA-256 of the server seed, published before betting opens. */
  commitment: hex64Schema,
  publicSeed: v.string(),
  /** The scheme's id (`pf-shuffle-v1`), so the verifier knows how to recompute. */
  algorithm: v.string(),
};

/** A round's outcome as the result view shows it (the domain's CasinoRoundResult). */
export const casinoRoundOutcomeSchema = v.object({
  winnerName: v.string(),
  rows: v.array(v.object({ label: v.string(), value: v.string() })),
});

/** One runner of a casino market; a null price cannot be taken (back-only markets have no lay). */
export const casinoRoundRunnerSchema = v.object({
  selectionId: numericIdSchema,
  runnerName: v.string(),
  back: v.nullable(priceSchema),
  lay: v.nullable(priceSchema),
  status: v.picklist(['ACTIVE', 'SUSPENDED']),
});

/** One market of a round; its id is `<round>.<suffix>`, what a bet names. */
export const casinoRoundMarketSchema = v.object({
  marketId: v.pipe(v.string(), v.nonEmpty()),
  marketName: v.string(),
  betOn: v.picklist(['CASINO', 'CASINOFANCY']),
  status: v.picklist(['OPEN', 'SUSPENDED']),
  runners: v.array(casinoRoundRunnerSchema),
});

/**
 * A game's current round: GET get-casino-data-by-id/{id}, the data API's api/get-casino-market/{id} and
 * the `casinoRound` socket push. Only what is public now: the cards shown so far ("1" for a slot still
 * face down), prices that read nothing else, the commitment; the server seed and the result once out.
 */
export const casinoRoundSchema = v.object({
  /** The round id (spec 3's `mid`); market ids are `<mid>.<suffix>`. */
  mid: v.pipe(v.string(), v.nonEmpty()),
  matchId: numericIdSchema,
  /** The game's code (the lobby's slug). */
  gameType: v.string(),
  gameName: v.string(),
  status: v.picklist(casinoRoundStatuses),
  /** The betting countdown in whole seconds; 0 unless open. Bets close 3 s before it ends. */
  secondsLeft: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  cards: v.array(v.string()),
  markets: v.array(casinoRoundMarketSchema),
  ...fairnessEntries,
  /** Revealed with the result (or the void); null before. */
  serverSeed: v.nullable(hex64Schema),
  result: v.nullable(casinoRoundOutcomeSchema),
});
export type CasinoRound = v.InferOutput<typeof casinoRoundSchema>;
export const casinoRoundResponseSchema = envelopeSchema(casinoRoundSchema);

/** The match id of GET get-casino-data-by-id/{id} and api/get-casino-market/{id}. */
export const casinoMatchParamsSchema = v.object({ id: numericQuerySchema });

/** A game's socket room (joinCasino, leaveCasino): the game's code. */
export const casinoRoomRequestSchema = v.object({ gameCode: v.pipe(nameTextSchema, v.nonEmpty()) });

/** Spec 3: "Casino type: slug, title." */
export const casinoTypeSchema = v.object({ slug: v.string(), title: v.string() });
export const casinoTypesResponseSchema = envelopeSchema(v.array(casinoTypeSchema));

const linkIndexSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const linkCountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/**
 * Where a round's seed sits in its table's seed chain (docs/adr/0019-casino-seed-chain.md), with the
 * nearest earlier public value its seed must hash to: the chain's previous revealed round, or for its first
 * round the terminal hash published before the chain dealt anything (the domain's SeedChainProof).
 */
export const casinoSeedChainProofSchema = v.object({
  chainId: numericIdSchema,
  link: linkIndexSchema,
  links: linkCountSchema,
  terminalHash: hex64Schema,
  /** When the terminal hash was published, and when the chain's salt (the round's public seed) was fixed. */
  terminalHashPublishedAt: timestampSchema,
  saltFixedAt: timestampSchema,
  previous: v.nullable(
    v.object({ mid: v.pipe(v.string(), v.nonEmpty()), link: linkIndexSchema, serverSeed: hex64Schema }),
  ),
});

/**
 * Spec 3: "Casino result: mid (the part before the dot is shown), data.winnerName, gameType", with the
 * round's fairness proof (CASINO.md 3.7: the seed is revealed with the result): everything
 * checkRoundFairness needs, the round id being `mid`. A voided round is listed too (its seed is revealed
 * as well), as `voided` with the winner "Void"; `table` is always the whole deal the seed makes.
 */
export const casinoResultSchema = v.object({
  mid: v.pipe(v.string(), v.nonEmpty()),
  data: v.object({ winnerName: v.string() }),
  gameType: v.string(),
  voided: v.boolean(),
  /** When the result (or the void) came out. */
  resultAt: timestampSchema,
  table: v.array(v.string()),
  ...fairnessEntries,
  serverSeed: hex64Schema,
  /** The round's link in its table's seed chain; absent for rounds dealt before the chains (issue 37). */
  chain: v.optional(casinoSeedChainProofSchema),
});
export type CasinoResult = v.InferOutput<typeof casinoResultSchema>;
export type CasinoSeedChainProof = v.InferOutput<typeof casinoSeedChainProofSchema>;

/** GET done-results/{matchid}: the game's match id. */
export const doneResultsParamsSchema = v.object({ matchid: numericQuerySchema });
/** GET done-results/{matchid}?filter_date&roundId&page: a UTC day, and round ids starting with `roundId`. */
export const doneResultsQuerySchema = v.object({
  filter_date: v.optional(isoDateSchema),
  roundId: v.optional(nameTextSchema),
  page: v.optional(v.pipe(textSchema(20), v.digits(), v.toNumber(), pageNumberSchema), '1'),
});
export const doneResultsResponseSchema = envelopeSchema(pagedSchema(casinoResultSchema));

/**
 * "result by market id (slug, mid)": spec 3, "Result detail: html". `mid` is a round id or one of its
 * market ids (`<round>.<suffix>`).
 */
export const resultByMarketRequestSchema = v.object({
  slug: v.pipe(nameTextSchema, v.nonEmpty()),
  mid: v.pipe(nameTextSchema, v.nonEmpty()),
});
/** GET html-cards/{a}/{b}/?ismobile: a is the game's code, b the round id (docs/features/casino.md). */
export const htmlCardsParamsSchema = v.object({
  a: v.pipe(nameTextSchema, v.nonEmpty()),
  b: v.pipe(nameTextSchema, v.nonEmpty()),
});
export const htmlCardsQuerySchema = v.object({
  ismobile: v.optional(v.picklist(['true', 'false']), 'false'),
});
export const htmlResponseSchema = envelopeSchema(v.object({ html: v.string() }));

/** GET disable-casino-games?matchId: whether the game is closed (-1, the closed tile's id, is). */
export const disableCasinoGameQuerySchema = v.object({
  matchId: numericQuerySchema,
});
export const disableCasinoGameResponseSchema = envelopeSchema(v.object({ isDisable: v.boolean() }));

/** The Super Admin opens or closes a game, by its code (a closed game's tile shows match id -1). */
export const casinoGameStatusRequestSchema = v.object({
  slug: v.pipe(nameTextSchema, v.nonEmpty()),
  isDisable: v.boolean(),
});
export const casinoGameResponseSchema = envelopeSchema(casinoGameSchema);

/** "result list (startDate, matchid, page)". */
export const casinoResultListRequestSchema = v.object({
  startDate: isoDateSchema,
  matchid: numericIdSchema,
  page: v.optional(pageNumberSchema, 1),
});

/**
 * A table's seed chain as anyone may see it, signed in or not (docs/adr/0019-casino-seed-chain.md): its
 * terminal hash and when it was published, then the salt (the rounds' public seed) and when it was fixed,
 * which is after. The chain's secret start and its unused links are never on the wire.
 */
export const casinoSeedChainSchema = v.object({
  chainId: numericIdSchema,
  /** The table's chains in the order they deal: 1, 2, 3 ... */
  number: linkCountSchema,
  gameType: v.string(),
  links: linkCountSchema,
  /** How many of its links rounds have taken; the chain is used up at `links`. */
  linksUsed: linkIndexSchema,
  terminalHash: hex64Schema,
  terminalHashPublishedAt: timestampSchema,
  /** Null until the chain's first round; every round of the chain takes it as its public seed. */
  salt: v.nullable(v.string()),
  saltFixedAt: v.nullable(timestampSchema),
});
export type CasinoSeedChain = v.InferOutput<typeof casinoSeedChainSchema>;

/** GET casino-seed-chains/{code}: the game's code. */
export const casinoSeedChainsParamsSchema = v.object({ code: v.pipe(nameTextSchema, v.nonEmpty()) });
/** The table's newest chains, newest first: the one dealing now, and the one published to follow it. */
export const casinoSeedChainsResponseSchema = envelopeSchema(
  v.object({ gameType: v.string(), gameName: v.string(), chains: v.array(casinoSeedChainSchema) }),
);

/** GET casino-round-proof/{mid}: a round id (or one of its market ids). */
export const casinoRoundProofParamsSchema = v.object({ mid: v.pipe(nameTextSchema, v.nonEmpty()) });
/** A revealed round's result and proof, with its seed chain as published (null before the chains). */
export const casinoRoundProofResponseSchema = envelopeSchema(
  v.object({ result: casinoResultSchema, chain: v.nullable(casinoSeedChainSchema) }),
);
