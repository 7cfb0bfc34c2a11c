/**
 * Statements that close or reopen a market's bets select them by market and status only, then the owners
 * they touched are checked here against the accounts locked before. Filtering by the locked users inside the
 * statement instead let PGlite's planner, without statistics, estimate one bet for the market and rescan
 * the player set for every bet: 100,000 bets of 10,000 players took minutes. Every caller locks exactly
 * the owners of those bets under the market's row lock, so this only fails on a bug, and rolls it all back.
 */
export function assertLocked(locked: { has(userId: string): boolean }, userIds: Iterable<string>): void {
  for (const userId of userIds) {
    if (!locked.has(userId)) throw new Error(`Bets of user ${userId} changed without the account locked`);
  }
}
