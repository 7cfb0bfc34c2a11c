import type { TennisResult, WeightedOutcome } from '@exchange/domain';

/**
 * The exact chances of every way a best-of-three tennis match can end, from the point being played, for
 * the simulator's point model (tennis.ts): player 0 wins a point with one chance on their own serve and
 * another on the other's, whatever the score. Games, tiebreaks and sets are worked out from those two
 * numbers, so every tennis market is priced from one model of the match.
 */

export type Player = 0 | 1;

/** The chance that player 0 wins a point, by who serves it. */
export type PointChances = readonly [onOwnServe: number, onReturn: number];

export const other = (player: Player): Player => (player === 0 ? 1 : 0);

const setsToWin = 2;

/** Player 0's chance of a point served by `server`. */
const pointChance = (chances: PointChances, server: Player) => chances[server];

/** From deuce (or any tie past it), winning two points in a row with a point chance of `p` each. */
const fromDeuce = (p: number) => (p * p) / (p * p + (1 - p) * (1 - p));

/** Player 0's chance of winning a game from its points (player 0's first), `server` serving throughout. */
export function gameChance(points: readonly [number, number], server: Player, chances: PointChances): number {
  const p = pointChance(chances, server);
  const win = (a: number, b: number): number => {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a >= 3 && b >= 3 && a === b) return fromDeuce(p);
    return p * win(a + 1, b) + (1 - p) * win(a, b + 1);
  };
  return win(points[0], points[1]);
}

/**
 * Player 0's chance of winning a tiebreak (first to 7 by two) from its points, `server` serving the next
 * point: the serve changes after the first point and then every two (after each odd total).
 */
export function tiebreakChance(
  points: readonly [number, number],
  server: Player,
  chances: PointChances,
): number {
  // From a tie at 6-all or past it, the next two points are one on each serve.
  const [own, onReturn] = chances;
  const fromTie = (own * onReturn) / (own * onReturn + (1 - own) * (1 - onReturn));
  const memo = new Map<string, number>();
  const win = (a: number, b: number, serving: Player): number => {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a >= 6 && a === b) return fromTie;
    const key = `${a}:${b}:${serving}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = pointChance(chances, serving);
    const next = (total: number) => (total % 2 === 1 ? other(serving) : serving);
    const chance = p * win(a + 1, b, next(a + b + 1)) + (1 - p) * win(a, b + 1, next(a + b + 1));
    memo.set(key, chance);
    return chance;
  };
  return win(points[0], points[1], server);
}

/** How a set ended: the games of each player, and who serves first in the next set. */
interface SetEnd {
  games: readonly [number, number];
  probability: number;
  nextServer: Player;
}

/** A set is over at six games with two clear, or after the tiebreak at 6-all (7-6). */
const setOver = (a: number, b: number) =>
  (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2) || Math.max(a, b) === 7;

/** Where a match stands: sets finished, the set being played, the points of its game and who serves. */
export interface TennisPosition {
  readonly finishedSets: readonly (readonly [number, number])[];
  readonly games: readonly [number, number];
  readonly points: readonly [number, number];
  readonly server: Player;
  /** In a tiebreak: who served its first point (the next set's first server is the other player). */
  readonly tiebreakFirstServer?: Player | undefined;
}

/**
 * The ways a set ends after the next game: `ifWon` with the chance `won` and `ifLost` with the rest, a
 * final score reached either way counted once (it has the same next server whichever way it came).
 */
function afterGame(won: number, ifWon: readonly SetEnd[], ifLost: readonly SetEnd[]): SetEnd[] {
  const ends = new Map<string, SetEnd>();
  const add = (from: readonly SetEnd[], factor: number) => {
    for (const end of from) {
      const key = end.games.join('-');
      const probability = end.probability * factor + (ends.get(key)?.probability ?? 0);
      ends.set(key, { ...end, probability });
    }
  };
  add(ifWon, won);
  add(ifLost, 1 - won);
  return [...ends.values()];
}

/**
 * One match's chances, from its two point chances: what does not depend on the score (a game or a
 * tiebreak from its start, a set from each game score) is worked out once and kept, so pricing every tick
 * costs only the point being played and the sets left.
 */
export class TennisChances {
  readonly #chances: PointChances;
  /** Player 0's chance of a game from 0-0 and of a tiebreak from 0-0, by who serves first. */
  readonly #game: readonly [number, number];
  readonly #tiebreak: readonly [number, number];
  /** The ways a set ends from the start of a game at a game score, by who serves it. */
  readonly #setEnds = new Map<string, SetEnd[]>();

  constructor(chances: PointChances) {
    this.#chances = chances;
    this.#game = [gameChance([0, 0], 0, chances), gameChance([0, 0], 1, chances)];
    this.#tiebreak = [tiebreakChance([0, 0], 0, chances), tiebreakChance([0, 0], 1, chances)];
  }

  /**
   * Every way a set can end from the start of a game at `a`-`b`, `serving` serving it. The serve
   * alternates game by game, the tiebreak counting as one game: the next set's first server is the one
   * due to serve the game after the last.
   */
  setEnds(a: number, b: number, serving: Player): SetEnd[] {
    if (setOver(a, b)) return [{ games: [a, b], probability: 1, nextServer: serving }];
    const key = `${a}:${b}:${serving}`;
    const known = this.#setEnds.get(key);
    if (known) return known;
    const won = a === 6 && b === 6 ? this.#tiebreak[serving] : this.#game[serving];
    const ends = afterGame(
      won,
      this.setEnds(a + 1, b, other(serving)),
      this.setEnds(a, b + 1, other(serving)),
    );
    this.#setEnds.set(key, ends);
    return ends;
  }

  /** The ways the set being played can end, from the point being played. */
  #currentSetEnds(position: TennisPosition): SetEnd[] {
    const [a, b] = position.games;
    if (a === 6 && b === 6) {
      const won = tiebreakChance(position.points, position.server, this.#chances);
      const nextServer = other(position.tiebreakFirstServer ?? position.server);
      return [
        { games: [7, 6], probability: won, nextServer },
        { games: [6, 7], probability: 1 - won, nextServer },
      ];
    }
    const won = gameChance(position.points, position.server, this.#chances);
    const next = other(position.server);
    return afterGame(won, this.setEnds(a + 1, b, next), this.setEnds(a, b + 1, next));
  }

  /** Every way the match can end from `position`, as sets and games won, with the chances. */
  outcomes(position: TennisPosition): WeightedOutcome<TennisResult>[] {
    interface Standing {
      sets: readonly [number, number];
      games: readonly [number, number];
      nextServer: Player;
      probability: number;
    }
    const sets: [number, number] = [0, 0];
    const games: [number, number] = [0, 0];
    for (const [a, b] of position.finishedSets) {
      sets[a > b ? 0 : 1] += 1;
      games[0] += a;
      games[1] += b;
    }
    const finals = new Map<string, WeightedOutcome<TennisResult>>();
    // The standings after each set still to play, merged where they meet, until every one is a final.
    let standings: Standing[] = [{ sets, games, nextServer: position.server, probability: 1 }];
    let ends = (standing: Standing) => this.#currentSetEnds(position).map((end) => ({ standing, end }));
    while (standings.length > 0) {
      const next = new Map<string, Standing>();
      for (const { standing, end } of standings.flatMap(ends)) {
        const won: [number, number] =
          end.games[0] > end.games[1]
            ? [standing.sets[0] + 1, standing.sets[1]]
            : [standing.sets[0], standing.sets[1] + 1];
        const after: [number, number] = [standing.games[0] + end.games[0], standing.games[1] + end.games[1]];
        const probability = standing.probability * end.probability;
        const key = `${won.join('-')}:${after.join('-')}`;
        if (Math.max(...won) >= setsToWin) {
          const known = finals.get(key);
          finals.set(key, {
            outcome: { sets: won, games: after },
            probability: (known?.probability ?? 0) + probability,
          });
          continue;
        }
        const at = `${key}:${end.nextServer}`;
        const known = next.get(at);
        next.set(at, {
          sets: won,
          games: after,
          nextServer: end.nextServer,
          probability: (known?.probability ?? 0) + probability,
        });
      }
      standings = [...next.values()];
      ends = (standing) => this.setEnds(0, 0, standing.nextServer).map((end) => ({ standing, end }));
    }
    return [...finals.values()];
  }
}
