import {
  runnerChances,
  runnerNames,
  soccerMatchOdds,
  type Goals,
  type MarketPeriod,
  type ScoreDetail,
  type WeightedOutcome,
} from '@exchange/domain';
import { quietMoment, type Moment, type SportModel } from './model.ts';
import { shortName } from './names.ts';
import type { Random } from './random.ts';
import type { OutcomeModel } from './typedMarkets.ts';

/** Two ticks a minute: a match with half-time takes about three minutes at one tick a second. */
const ticksPerMinute = 2;
const halfTimeTicks = 10;
/** Goals a side scores in 90 minutes on average. */
const averageGoals = 1.35;
const maxGoalsConsidered = 10;

function poisson(mean: number): number[] {
  const chances = [Math.exp(-mean)];
  for (let goals = 1; goals <= maxGoalsConsidered; goals += 1) {
    chances.push(((chances[goals - 1] ?? 0) * mean) / goals);
  }
  return chances;
}

/** A goal as the match records it: the side, the minute and the half it fell in. */
export interface Goal {
  side: 'home' | 'away';
  minute: number;
  half: 1 | 2;
}

/**
 * Soccer: goals arrive as a Poisson process at each side's scoring rate. Every market is priced from the
 * chances of each score at the end of its period (the match, or the first half) given the score and the
 * time left, and settled on the goals of that period; a goal suspends them.
 */
export class SoccerModel implements SportModel, OutcomeModel<Goals> {
  readonly runnerNames: readonly string[];
  readonly marketName = soccerMatchOdds.name;
  readonly #teams: readonly [string, string];
  /** Goals per 90 minutes of home and away. */
  readonly #rates: [number, number];
  readonly goals: Goal[] = [];
  #ticksPlayed = 0;
  #halfTimeLeft = halfTimeTicks;
  readonly #stoppage: number;
  #finished = false;

  constructor(home: string, away: string, random: Random) {
    this.#teams = [home, away];
    this.runnerNames = runnerNames(soccerMatchOdds, [home, away]);
    const edge = random.between(-0.5, 0.5);
    // Home advantage: a tenth more goals.
    this.#rates = [averageGoals * Math.exp(edge) * 1.1, averageGoals * Math.exp(-edge)];
    this.#stoppage = random.int(1, 5);
  }

  get finished(): boolean {
    return this.#finished;
  }

  get minute(): number {
    return Math.floor(this.#ticksPlayed / ticksPerMinute);
  }

  /** The first half is over: its 45th minute is played (the break follows). */
  get #pastHalfTime(): boolean {
    return this.#ticksPlayed >= 45 * ticksPerMinute;
  }

  start(): Moment {
    return quietMoment;
  }

  advance(random: Random): Moment {
    if (this.#finished) return quietMoment;
    if (this.minute === 45 && this.#halfTimeLeft > 0) {
      this.#halfTimeLeft -= 1;
      return quietMoment;
    }
    this.#ticksPlayed += 1;
    if (this.minute >= 90 + this.#stoppage) {
      this.#finished = true;
      return { suspendTicks: 0, scored: true };
    }
    for (const [index, side] of (['home', 'away'] as const).entries()) {
      if (random.chance((this.#rates[index] ?? 0) / (90 * ticksPerMinute))) {
        // A goal in the 45th minute is the first half's.
        this.goals.push({ side, minute: this.minute, half: this.#halfTimeLeft === halfTimeTicks ? 1 : 2 });
        return { suspendTicks: 4, scored: true };
      }
    }
    // The clock is part of the score line.
    return { suspendTicks: 0, scored: this.#ticksPlayed % ticksPerMinute === 0 };
  }

  /** The goals of each side, over the match or in the first half only. */
  #score(period: MarketPeriod): Goals {
    const counted = period === 'firstHalf' ? this.goals.filter((goal) => goal.half === 1) : this.goals;
    const home = counted.filter((goal) => goal.side === 'home').length;
    return { home, away: counted.length - home };
  }

  /**
   * The chance of each score at the end of the period: the goals so far plus each side's goals in the
   * minutes left of it (independent Poisson counts), up to ten more a side.
   */
  outcomes(period: MarketPeriod): WeightedOutcome<Goals>[] {
    const score = this.#score(period);
    const ended = this.ended(period);
    if (ended) return [{ outcome: ended, probability: 1 }];
    // No goal comes after the minute the period ends in: the 45th (the break follows), or the last of
    // stoppage time.
    const end = period === 'firstHalf' ? 45 : 90 + this.#stoppage;
    const left = Math.max(0, end - this.minute) / 90;
    const home = poisson(this.#rates[0] * left);
    const away = poisson(this.#rates[1] * left);
    return home.flatMap((homeChance, homeGoals) =>
      away.map((awayChance, awayGoals) => ({
        outcome: { home: score.home + homeGoals, away: score.away + awayGoals },
        probability: homeChance * awayChance,
      })),
    );
  }

  ended(period: MarketPeriod): Goals | undefined {
    const over = period === 'firstHalf' ? this.#pastHalfTime : this.#finished;
    return over ? this.#score(period) : undefined;
  }

  probabilities(): number[] {
    return runnerChances(soccerMatchOdds, this.outcomes('match'));
  }

  summary(): string {
    const [home, away] = this.#teams;
    const [homeGoals, awayGoals] = [this.#score('match').home, this.#score('match').away];
    const clock = this.minute === 45 && this.#halfTimeLeft > 0 ? 'HT' : `${this.minute}'`;
    return `${shortName(home)} ${homeGoals}-${awayGoals} ${shortName(away)} ${this.#finished ? 'FT' : clock}`;
  }

  detail(): ScoreDetail {
    const { home, away } = this.#score('match');
    const halfTime = this.ended('firstHalf');
    return {
      kind: 'soccer',
      home: { team: this.#teams[0], goals: home },
      away: { team: this.#teams[1], goals: away },
      minute: this.minute,
      ...(halfTime && { halfTime }),
    };
  }

  winnerIndex(): number {
    return soccerMatchOdds.winner(this.#score('match'));
  }
}
