import { brandNames, defaultBrand, type BrandName } from '@exchange/design-system';
import { findGame, type GameCode } from '../games/catalog.ts';
import { isLaunchProblem, type LaunchProblem } from '../launchProblems.ts';

export type Launch =
  | { kind: 'problem'; problem: LaunchProblem; brand: BrandName; lobby: string | undefined }
  | { kind: 'game'; gameCode: GameCode; sessionId: string; brand: BrandName; lobby: string | undefined };

function isBrand(name: string | null): name is BrandName {
  return (brandNames as readonly (string | null)[]).includes(name);
}

/** The lobby link, only when it is a web address (a `javascript:` address would run in our page). */
function lobbyOf(text: string | null): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the page was opened for, from its address and the problem the server wrote in: the brand from
 * `brand=` (the operator's site's brand), the game from the path, the session id from the fragment.
 */
export function readLaunch(address: string, problemCode: string | null | undefined): Launch {
  const url = new URL(address);
  const requested = url.searchParams.get('brand');
  const brand = isBrand(requested) ? requested : defaultBrand;
  const lobby = lobbyOf(url.searchParams.get('lobby'));
  if (problemCode && isLaunchProblem(problemCode))
    return { kind: 'problem', problem: problemCode, brand, lobby };
  const game = findGame(/^\/game\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
  const sessionId = new URLSearchParams(url.hash.slice(1)).get('session');
  if (!game) return { kind: 'problem', problem: 'unknown-game', brand, lobby };
  if (!sessionId) return { kind: 'problem', problem: 'missing-token', brand, lobby };
  return { kind: 'game', gameCode: game.gameCode, sessionId, brand, lobby };
}
