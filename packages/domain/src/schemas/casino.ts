import * as v from 'valibot';
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
} from './primitives.ts';

/** Spec 7, Casino calls of the main API and the data API's casino market. */

/**
 * Spec 3: "Casino game: slug, match_id, isDisable, image, category, identifier, game_name, game_images,
 * live_category." GET get-casino-games lists them.
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

/**
 * A casino round: GET get-casino-data-by-id/{id} and the data API's api/get-casino-market/{id}. Market
 * ids look like `<round>.<suffix>` (DOMAIN.md); `secondsLeft` is the betting timer.
 */
export const casinoRoundSchema = v.object({
  mid: v.pipe(v.string(), v.nonEmpty()),
  gameType: v.string(),
  secondsLeft: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  cards: v.array(v.string()),
  runners: v.array(
    v.object({
      selectionId: numericIdSchema,
      runnerName: v.string(),
      odds: priceSchema,
      status: v.picklist(['ACTIVE', 'SUSPENDED']),
    }),
  ),
});
export type CasinoRound = v.InferOutput<typeof casinoRoundSchema>;
export const casinoRoundResponseSchema = envelopeSchema(casinoRoundSchema);

/** Spec 3: "Casino type: slug, title." */
export const casinoTypeSchema = v.object({ slug: v.string(), title: v.string() });
export const casinoTypesResponseSchema = envelopeSchema(v.array(casinoTypeSchema));

/** Spec 3: "Casino result: mid (the part before the dot is shown), data.winnerName, gameType." */
export const casinoResultSchema = v.object({
  mid: v.pipe(v.string(), v.nonEmpty()),
  data: v.object({ winnerName: v.string() }),
  gameType: v.string(),
});
export type CasinoResult = v.InferOutput<typeof casinoResultSchema>;

/** GET done-results/{matchid}?filter_date&roundId&page. */
export const doneResultsQuerySchema = v.object({
  filter_date: v.optional(isoDateSchema),
  roundId: v.optional(nameTextSchema),
  page: v.optional(v.pipe(textSchema(20), v.digits(), v.toNumber(), pageNumberSchema), '1'),
});
export const doneResultsResponseSchema = envelopeSchema(pagedSchema(casinoResultSchema));

/** "result by market id (slug, mid)": spec 3, "Result detail: html". Also GET html-cards/{a}/{b}/?ismobile. */
export const resultByMarketRequestSchema = v.object({
  slug: nameTextSchema,
  mid: v.pipe(nameTextSchema, v.nonEmpty()),
});
export const htmlCardsQuerySchema = v.object({
  ismobile: v.optional(v.picklist(['true', 'false']), 'false'),
});
export const htmlResponseSchema = envelopeSchema(v.object({ html: v.string() }));

/** GET disable-casino-games?matchId: whether the game is closed. */
export const disableCasinoGameQuerySchema = v.object({
  matchId: numericQuerySchema,
});
export const disableCasinoGameResponseSchema = envelopeSchema(v.object({ isDisable: v.boolean() }));

/** "result list (startDate, matchid, page)". */
export const casinoResultListRequestSchema = v.object({
  startDate: isoDateSchema,
  matchid: numericIdSchema,
  page: v.optional(pageNumberSchema, 1),
});
