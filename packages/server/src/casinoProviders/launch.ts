import { defaultBrand, Refusal, resolveBrand, type BrandName } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import type { Log } from '../log.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { casinoLaunchTokens } from '../db/casinoProviderSchema.ts';
import { users } from '../db/schema.ts';
import { locksOnPath } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { ProviderUnavailableError } from './adapter.ts';
import type { ProviderRegistry } from './registry.ts';
import { requirePlayAllowed } from '../responsibleGaming/guard.ts';

/** A launch token is kept only as its SHA-256 (hex). */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The site's brand, which the game's page takes on: the domain's rule (every package's) on the lobby
 * URL's host (`royal.example.com` -> `royal`). A lobby URL that is no URL gets the default brand, and the
 * log says so: the game still opens, in the default look.
 */
export function brandOfUrl(url: string, log: Pick<Log, 'warn'>): BrandName {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    log.warn(
      { lobbyUrl: url },
      'A casino launch has a lobby_url that is no URL: its game opens in the default brand',
    );
    return defaultBrand;
  }
  return resolveBrand(hostname);
}

interface PlayRequest {
  gameCode: string;
  lobby_url: string;
  isMobile: boolean;
}

/**
 * POST get-cas-casino-play-url: a launch token for the player's session (256 random bits, kept by its
 * hash) and the provider's URL that opens the game with it. The game must be one the enabled provider
 * lists; a bet-locked player (or one below a bet lock) cannot start one. A URL that is not https (plain
 * http to this machine aside, outside production) is refused, 502 casino_launch_url_unsafe.
 */
export async function playUrl(
  context: AppContext,
  registry: ProviderRegistry,
  caller: Caller,
  body: PlayRequest,
  siteHostname: string | undefined,
  log: Pick<Log, 'warn'>,
): Promise<string> {
  // Issue 21: no game opens while self-excluded, cooling off, or with a reality check unanswered.
  await requirePlayAllowed(context.db, {
    userId: caller.userId,
    sessionId: caller.sessionId,
    casino: true,
    now: context.now(),
  });
  const separator = body.gameCode.indexOf(':');
  const provider = separator > 0 ? registry.find(body.gameCode.slice(0, separator)) : undefined;
  const gameCode = body.gameCode.slice(separator + 1);
  if (!provider) throw new Refusal('casino_game_not_found');
  // A provider the site has switched off: its games are there but closed, and the player is told so.
  if (!provider.enabled) throw new Refusal('casino_game_disabled');
  let games;
  try {
    games = await registry.gamesOf(provider);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new Refusal('casino_provider_unavailable');
    throw error;
  }
  if (!games.some((game) => game.gameCode === gameCode)) throw new Refusal('casino_game_not_found');

  const [user] = await context.db.select({ path: users.path }).from(users).where(eq(users.id, caller.userId));
  if (!user) throw new Refusal('session_ended');
  if ((await locksOnPath(context.db, user.path)).betLocked) throw new Refusal('bet_locked');

  const token = randomBytes(32).toString('base64url');
  const launch = {
    gameCode,
    token,
    lobbyUrl: body.lobby_url,
    currency: provider.currency,
    isMobile: body.isMobile,
    brand: brandOfUrl(body.lobby_url, log),
  };
  const url = registry.launchUrl(provider, launch, siteHostname);
  // Checked before the token is kept: a game that cannot open leaves no token that could start it.
  if (url === undefined) throw new Refusal('casino_launch_url_unsafe');
  await context.db.insert(casinoLaunchTokens).values({
    tokenHash: tokenHashOf(token),
    userId: caller.userId,
    sessionId: caller.sessionId,
    providerKey: provider.key,
    gameCode,
    currency: provider.currency,
    createdAt: context.now(),
  });
  return url;
}
