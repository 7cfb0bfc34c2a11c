import * as v from 'valibot';

/**
 * The one call the other way, operator to provider: `GET {baseUrl}/games`, signed as the wallet calls are
 * over an empty body (docs/adr/0012-casino-providers.md, "Games list").
 */
export const providerGameSchema = v.object({
  gameCode: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'gameCode must be letters, digits, - or _')),
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  /** A display category ("Slots", "Table Games"). */
  category: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  /** An absolute URL, or a path on the provider. */
  image: v.pipe(v.string(), v.maxLength(2048)),
  type: v.picklist(['slot', 'table']),
});

export type ProviderGame = v.InferOutput<typeof providerGameSchema>;

export const gamesListCall = {
  method: 'GET',
  path: 'games',
  answer: v.object({ games: v.pipe(v.array(providerGameSchema), v.maxLength(5000)) }),
} as const;
