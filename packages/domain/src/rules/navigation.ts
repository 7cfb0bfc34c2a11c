import { closedCasinoMatchId } from '../constants/casino.ts';
import { isOperator, type Role } from '../constants/roles.ts';

/** Spec 2: "links and navigation for any role other than user are prefixed with /admin". */
export function pathForRole(role: Role, path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return isOperator(role) ? `/admin${absolute}` : absolute;
}

/**
 * Where a user lands after code verification. Spec 4: operators go "to /admin/market-analysis"; spec 2:
 * "After code verification, mobile users go to match/in-play/4 and desktop users go to /."
 */
export function pathAfterVerification(role: Role, isMobile: boolean): string {
  if (isOperator(role)) return '/admin/market-analysis';
  return isMobile ? '/match/in-play/4' : '/';
}

export const notFoundPath = '/not-found';

/**
 * Spec 2: "The layout has a maintenance child that shows the text 'Under Main'". A route of its own, not
 * behind the sign-in guard: the player it is for has just been signed out by the maintenance refusal.
 */
export const maintenancePath = '/maintenance';

/**
 * Spec 2: "Each game opens /casino/{slug}/{match_id}. It goes to /not-found if the game is disabled or its
 * match id is -1." Issue 39: the not-found page then names the game and says it is closed
 * (closedCasinoGamePath), rather than that the page does not exist.
 */
export function casinoGamePath(game: {
  readonly slug: string;
  readonly match_id: number;
  readonly isDisable: boolean;
}): string {
  if (isCasinoGameClosed(game)) return closedCasinoGamePath(game.slug);
  return `/casino/${game.slug}/${game.match_id}`;
}

/** /not-found for an in-house casino game that is closed: the page says so and leads to the lobby. */
export const closedCasinoGamePath = (slug: string) => `${notFoundPath}?game=${encodeURIComponent(slug)}`;

/** /not-found for a casino provider this site does not open: the page says so and leads to the lobby. */
export const closedCasinoProviderPath = (providerKey: string) =>
  `${notFoundPath}?provider=${encodeURIComponent(providerKey)}`;

/** A game that cannot be opened (spec 2): disabled, or its match id is -1. */
export function isCasinoGameClosed(game: {
  readonly match_id: number;
  readonly isDisable: boolean;
}): boolean {
  return game.isDisable || game.match_id === closedCasinoMatchId;
}
