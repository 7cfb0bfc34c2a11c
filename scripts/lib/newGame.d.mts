export declare const gamesDir: string;
export declare const registryPath: string;
export declare const scaffoldMark: string;

/**
 * The files `npm run new-game -- <code>` writes: the game's definition and test, and the registry with the
 * game's import and entry; its match id is the next after the registry's highest. Throws for a code that is
 * not one or is taken, and for a registry the scaffold no longer knows how to extend.
 */
export declare function newGamePlan(input: {
  code: string;
  games: readonly { code: string; matchId: number }[];
  registry: string;
}): { matchId: number; files: { path: string; text: string }[] };
