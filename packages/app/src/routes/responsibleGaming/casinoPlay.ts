/**
 * The pages where casino play happens, which the reality check watches: the in-house lobby and its
 * lists and groups, a game's table, and the international lobby with its game frame. Reports and
 * results are not play.
 */
const casinoPlayPath =
  /^\/(?:casino-in|casino-games|casino-list|casinol|casino-int)(?:\/|$)|^\/casino\/(?!result(?:\/|$))[^/]+/;

export function isCasinoPlayPath(pathname: string): boolean {
  return casinoPlayPath.test(pathname);
}

/** The longest a browser timer waits (about 24.8 days); a later moment is waited for in steps. */
const longestTimerMs = 2 ** 31 - 1;
/**
 * The least wait before the state is read again: when this device's clock runs ahead of the server's,
 * a check the server does not yet call due is read again a little later, never in a tight loop.
 */
const shortestWaitMs = 5_000;

/** How long to wait before reading the state again for a check due at `dueAt` (ISO), from `now` (ms). */
export function waitUntilDue(dueAt: string, now: number): number {
  return Math.min(longestTimerMs, Math.max(shortestWaitMs, Date.parse(dueAt) - now));
}
