import type { ScoreDetail } from '@exchange/domain';
import { logistic } from './prices.ts';
import { quietMoment, type Moment, type SportModel } from './model.ts';
import { surname } from './names.ts';
import type { Random } from './random.ts';

const pointNames = ['0', '15', '30', '40'] as const;
const setsToWin = 2;

/**
 * Tennis, best of three sets, a point a tick: the server wins a point with a chance that depends on the
 * two players' strengths. The match odds follow sets, games and points (a logistic of the lead in each);
 * winning a set suspends the market for a moment.
 */
export class TennisModel implements SportModel {
  readonly runnerNames: readonly string[];
  readonly marketName = 'Match Odds';
  /** Player 0's edge in log-odds of winning a point on serve against the other's. */
  readonly #edge: number;
  readonly #sets: [number, number][] = [[0, 0]];
  #points: [number, number] = [0, 0];
  #server: 0 | 1;
  #finished = false;

  constructor(first: string, second: string, random: Random) {
    this.runnerNames = [first, second];
    this.#edge = random.between(-0.35, 0.35);
    this.#server = random.chance(0.5) ? 0 : 1;
  }

  get finished(): boolean {
    return this.#finished;
  }

  start(): Moment {
    return quietMoment;
  }

  #setsWon(player: 0 | 1): number {
    return this.#sets.filter((set, index) => this.#setWinner(set, index < this.#sets.length - 1) === player)
      .length;
  }

  /** Who won a set (for a finished one), or null. */
  #setWinner(set: readonly [number, number], finished: boolean): 0 | 1 | null {
    if (!finished) return null;
    return set[0] > set[1] ? 0 : 1;
  }

  get #game(): [number, number] {
    return this.#sets.at(-1) ?? [0, 0];
  }

  get #tiebreak(): boolean {
    return this.#game[0] === 6 && this.#game[1] === 6;
  }

  advance(random: Random): Moment {
    if (this.#finished) return quietMoment;
    const serveEdge = this.#server === 0 ? this.#edge : -this.#edge;
    const serverWins = random.chance(logistic(0.5 + serveEdge));
    const winner: 0 | 1 = serverWins ? this.#server : this.#server === 0 ? 1 : 0;
    this.#points[winner] += 1;
    const [a, b] = this.#points;
    const target = this.#tiebreak ? 7 : 4;
    if (Math.max(a, b) < target || Math.abs(a - b) < 2) {
      // Tiebreak serve changes every other point.
      if (this.#tiebreak && (a + b) % 2 === 1) this.#server = this.#server === 0 ? 1 : 0;
      return { suspendTicks: 0, scored: true };
    }
    return this.#gameWon(winner);
  }

  #gameWon(winner: 0 | 1): Moment {
    const game = this.#game;
    const wasTiebreak = this.#tiebreak;
    game[winner] += 1;
    this.#points = [0, 0];
    this.#server = this.#server === 0 ? 1 : 0;
    const [a, b] = game;
    const setOver = wasTiebreak || (Math.max(a, b) >= 6 && Math.abs(a - b) >= 2);
    if (!setOver) return { suspendTicks: 0, scored: true };
    if (this.#setsWonIncludingCurrent(winner) >= setsToWin) {
      this.#finished = true;
      return { suspendTicks: 0, scored: true };
    }
    this.#sets.push([0, 0]);
    return { suspendTicks: 2, scored: true };
  }

  #setsWonIncludingCurrent(player: 0 | 1): number {
    return this.#setsWon(player) + (this.#game[player] > this.#game[player === 0 ? 1 : 0] ? 1 : 0);
  }

  probabilities(): number[] {
    if (this.#finished) return this.winnerIndex() === 0 ? [1, 0] : [0, 1];
    const sets = this.#setsWon(0) - this.#setsWon(1);
    const [gamesA, gamesB] = this.#game;
    const [pointsA, pointsB] = this.#points;
    // Holding serve is expected: the server's game lead counts for less than a break.
    const serveAdjust = this.#server === 0 ? -0.15 : 0.15;
    const lead =
      this.#edge * 3 +
      sets * 1.9 +
      (gamesA - gamesB) * 0.32 * (1 + Math.max(gamesA, gamesB) / 6) +
      (pointsA - pointsB) * 0.08 +
      serveAdjust;
    const first = logistic(lead);
    return [first, 1 - first];
  }

  summary(): string {
    const name = surname(this.runnerNames[0] ?? '');
    const sets = this.#sets.map(([a, b]) => `${a}-${b}`).join(' ');
    return this.#finished ? `${name} ${sets}` : `${name} ${sets} (${this.#pointNames().join('-')})`;
  }

  #pointNames(): [string, string] {
    const [a, b] = this.#points;
    if (this.#tiebreak) return [String(a), String(b)];
    if (a >= 3 && b >= 3) {
      if (a === b) return ['40', '40'];
      return a > b ? ['AD', '40'] : ['40', 'AD'];
    }
    return [pointNames[a] ?? '40', pointNames[b] ?? '40'];
  }

  detail(): ScoreDetail {
    return {
      kind: 'tennis',
      players: [this.runnerNames[0] ?? '', this.runnerNames[1] ?? ''],
      sets: this.#sets.map(([a, b]) => [a, b] as [number, number]),
      points: this.#pointNames(),
      server: this.#server,
    };
  }

  winnerIndex(): number {
    return this.#setsWonIncludingCurrent(0) >= setsToWin ? 0 : 1;
  }
}
