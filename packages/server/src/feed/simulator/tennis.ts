import {
  runnerChances,
  runnerNames,
  tennisMatchOdds,
  tennisResult,
  type MarketPeriod,
  type ScoreDetail,
  type TennisResult,
  type WeightedOutcome,
} from '@exchange/domain';
import { logistic } from './prices.ts';
import { quietMoment, type Moment, type SportModel } from './model.ts';
import { surname } from './names.ts';
import type { Random } from './random.ts';
import { other, TennisChances, type Player } from './tennisChances.ts';
import type { OutcomeModel } from './typedMarkets.ts';

const pointNames = ['0', '15', '30', '40'] as const;
const setsToWin = 2;

/**
 * Tennis, best of three sets, a point a tick: the server wins a point with a chance that depends on the
 * two players' strengths. Every market is priced from the exact chances of each final score that this
 * point model gives (tennisChances.ts); winning a set suspends the markets for a moment.
 */
export class TennisModel implements SportModel, OutcomeModel<TennisResult> {
  readonly runnerNames: readonly string[];
  readonly marketName = tennisMatchOdds.name;
  /** Player 0's edge in log-odds of winning a point on serve against the other's. */
  readonly #edge: number;
  readonly #sets: [number, number][] = [[0, 0]];
  #points: [number, number] = [0, 0];
  #server: Player;
  /** Who served the first point of the tiebreak being played. */
  #tiebreakFirstServer: Player | undefined;
  #finished = false;
  readonly #chances: TennisChances;

  constructor(first: string, second: string, random: Random) {
    this.runnerNames = runnerNames(tennisMatchOdds, [first, second]);
    // A few points in a hundred either way: more makes most matches one-sided from the first point.
    this.#edge = random.between(-0.12, 0.12);
    this.#server = random.chance(0.5) ? 0 : 1;
    // Player 0's chance of a point on their own serve and on the other's.
    this.#chances = new TennisChances([logistic(0.5 + this.#edge), 1 - logistic(0.5 - this.#edge)]);
  }

  get finished(): boolean {
    return this.#finished;
  }

  /** The player the handicaps start from: the one more likely to win before a point is played. */
  get favourite(): Player {
    return this.#edge >= 0 ? 0 : 1;
  }

  start(): Moment {
    return quietMoment;
  }

  #setsWon(player: Player): number {
    return this.#sets.filter((set, index) => this.#setWinner(set, index < this.#sets.length - 1) === player)
      .length;
  }

  /** Who won a set (for a finished one), or null. */
  #setWinner(set: readonly [number, number], finished: boolean): Player | null {
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
    if (this.#tiebreak) this.#tiebreakFirstServer ??= this.#server;
    const serverWins = random.chance(this.#serveChance());
    const winner: Player = serverWins ? this.#server : other(this.#server);
    this.#points[winner] += 1;
    const [a, b] = this.#points;
    const target = this.#tiebreak ? 7 : 4;
    if (Math.max(a, b) < target || Math.abs(a - b) < 2) {
      // Tiebreak serve changes every other point.
      if (this.#tiebreak && (a + b) % 2 === 1) this.#server = other(this.#server);
      return { suspendTicks: 0, scored: true };
    }
    return this.#gameWon(winner);
  }

  /** The server's chance of winning the point. */
  #serveChance(): number {
    return logistic(0.5 + (this.#server === 0 ? this.#edge : -this.#edge));
  }

  #gameWon(winner: Player): Moment {
    const game = this.#game;
    const wasTiebreak = this.#tiebreak;
    game[winner] += 1;
    this.#points = [0, 0];
    // After a tiebreak the player who received first in it serves first in the next set.
    this.#server = wasTiebreak ? other(this.#tiebreakFirstServer ?? this.#server) : other(this.#server);
    this.#tiebreakFirstServer = undefined;
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

  #setsWonIncludingCurrent(player: Player): number {
    return this.#setsWon(player) + (this.#game[player] > this.#game[other(player)] ? 1 : 0);
  }

  /** The sets and games each player has won, once the match is over. */
  #result(): TennisResult {
    return tennisResult(this.#sets);
  }

  outcomes(_period: MarketPeriod): WeightedOutcome<TennisResult>[] {
    if (this.#finished) return [{ outcome: this.#result(), probability: 1 }];
    return this.#chances.outcomes({
      finishedSets: this.#sets.slice(0, -1),
      games: this.#game,
      points: this.#points,
      server: this.#server,
      tiebreakFirstServer: this.#tiebreakFirstServer,
    });
  }

  ended(_period: MarketPeriod): TennisResult | undefined {
    return this.#finished ? this.#result() : undefined;
  }

  probabilities(): number[] {
    return runnerChances(tennisMatchOdds, this.outcomes('match'));
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
    return tennisMatchOdds.winner(this.#result());
  }
}
