import type { ScoreDetail } from '@exchange/domain';
import { logistic } from './prices.ts';
import { quietMoment, type Moment, type SportModel } from './model.ts';
import { shortName } from './names.ts';
import type { Random } from './random.ts';

/** What one ball gives: dot, 1, 2, 3, 4, 6 or a wicket (-1). */
const ballOutcomes = [0, 1, 2, 3, 4, 6, -1] as const;
const ballWeights = [0.3, 0.32, 0.09, 0.01, 0.13, 0.08, 0.07];
/** The runs a ball is worth on average (what the weights above give). */
export const runsPerBall = 1.54;
const inningsBreakTicks = 8;

export interface Innings {
  team: string;
  runs: number;
  wickets: number;
  balls: number;
  /** Runs after each over (index 0: after the first over). */
  runsAtOver: number[];
}

/**
 * Limited-overs cricket, ball by ball: each ball takes two ticks, one while it is bowled (fancy markets
 * show 'BALL RUNNING') and one with its outcome. The side batting first sets a target; the chase wins by
 * reaching it. Match odds follow the projected total against par, then the runs needed against the
 * resources left; a wicket suspends them.
 */
export class CricketModel implements SportModel {
  readonly runnerNames: readonly string[];
  readonly marketName = 'Match Odds';
  readonly overs: number;
  readonly innings: Innings[];
  /** True while a ball is being bowled (between its two ticks). */
  ballRunning = false;
  #breakLeft = inningsBreakTicks;
  /** The first side's edge in log-odds. */
  readonly #edge: number;
  #finished = false;
  #tieBreakWinner: 0 | 1 = 0;

  constructor(first: string, second: string, overs: number, random: Random) {
    this.runnerNames = [first, second];
    this.overs = overs;
    this.innings = [{ team: first, runs: 0, wickets: 0, balls: 0, runsAtOver: [] }];
    this.#edge = random.between(-0.4, 0.4);
  }

  get finished(): boolean {
    return this.#finished;
  }

  get current(): Innings {
    const innings = this.innings.at(-1);
    if (!innings) throw new Error('no innings');
    return innings;
  }

  get target(): number | undefined {
    const first = this.innings[0];
    return this.innings.length > 1 && first ? first.runs + 1 : undefined;
  }

  /** Whether an innings can take no more balls. */
  inningsOver(innings: Innings): boolean {
    const target = innings === this.innings[1] ? this.target : undefined;
    return (
      innings.balls >= this.overs * 6 ||
      innings.wickets >= 10 ||
      (target !== undefined && innings.runs >= target)
    );
  }

  start(): Moment {
    return quietMoment;
  }

  advance(random: Random): Moment {
    if (this.#finished) return quietMoment;
    const innings = this.current;
    if (this.inningsOver(innings)) {
      if (this.innings.length > 1) return this.#finish(random);
      if (this.#breakLeft > 0) {
        this.#breakLeft -= 1;
        return quietMoment;
      }
      this.innings.push({ team: this.runnerNames[1] ?? '', runs: 0, wickets: 0, balls: 0, runsAtOver: [] });
      return { suspendTicks: 0, scored: true };
    }
    if (!this.ballRunning) {
      this.ballRunning = true;
      return quietMoment;
    }
    this.ballRunning = false;
    const outcome = ballOutcomes[random.weighted(ballWeights)] ?? 0;
    if (outcome < 0) innings.wickets += 1;
    else innings.runs += outcome;
    innings.balls += 1;
    if (innings.balls % 6 === 0 || this.inningsOver(innings)) {
      innings.runsAtOver[Math.ceil(innings.balls / 6) - 1] = innings.runs;
    }
    return { suspendTicks: outcome < 0 ? 3 : 0, scored: true };
  }

  #finish(random: Random): Moment {
    this.#finished = true;
    // A tie goes to a super over, settled here by the sides' strengths.
    this.#tieBreakWinner = random.chance(logistic(this.#edge)) ? 0 : 1;
    return { suspendTicks: 0, scored: true };
  }

  /** Runs the side batting now can expect from the balls it has left, given the wickets in hand. */
  #expectedRemaining(innings: Innings): number {
    const ballsLeft = this.overs * 6 - innings.balls;
    return ballsLeft * runsPerBall * Math.sqrt((10 - innings.wickets) / 10);
  }

  /** The total the innings is heading for (what session lines are made from). */
  projectedRuns(innings: Innings, atBall: number): number {
    const ballsLeft = Math.max(0, atBall - innings.balls);
    const rate = innings.balls > 0 ? 0.6 * runsPerBall + (0.4 * innings.runs) / innings.balls : runsPerBall;
    return innings.runs + ballsLeft * rate * Math.sqrt((10 - innings.wickets) / 10);
  }

  probabilities(): number[] {
    if (this.#finished) return this.winnerIndex() === 0 ? [1, 0] : [0, 1];
    const par = this.overs * 6 * runsPerBall;
    const [first, second] = this.innings;
    if (!first) return [0.5, 0.5];
    if (!second) {
      const projected = first.runs + this.#expectedRemaining(first);
      const first0 = logistic((1.7 * (projected - par)) / (par * 0.22) + this.#edge);
      return [first0, 1 - first0];
    }
    const needed = (this.target ?? 0) - second.runs;
    const spread = Math.sqrt(this.overs * 6 - second.balls) * 2.3 + 1;
    const chase = logistic((1.7 * (this.#expectedRemaining(second) - needed + 0.5)) / spread - this.#edge);
    return [1 - chase, chase];
  }

  #line(innings: Innings): string {
    const overs = `${Math.floor(innings.balls / 6)}${innings.balls % 6 ? `.${innings.balls % 6}` : ''}`;
    return `${shortName(innings.team)} ${innings.runs}/${innings.wickets} (${overs})`;
  }

  summary(): string {
    return this.innings.map((innings) => this.#line(innings)).join(' · ');
  }

  detail(): ScoreDetail {
    const target = this.target;
    return {
      kind: 'cricket',
      innings: this.innings.map((innings) => ({
        team: innings.team,
        runs: innings.runs,
        wickets: innings.wickets,
        overs: Math.floor(innings.balls / 6) + (innings.balls % 6) / 10,
      })),
      ...(target !== undefined && { target }),
    };
  }

  winnerIndex(): number {
    const [first, second] = this.innings;
    if (!first || !second) return 0;
    if (second.runs > first.runs) return 1;
    return second.runs < first.runs ? 0 : this.#tieBreakWinner;
  }
}
