import type { ScoreDetail } from '@exchange/domain';
import { quietMoment, type Moment, type SportModel } from './model.ts';
import { shortName } from './names.ts';
import type { Random } from './random.ts';

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

/**
 * Soccer: goals arrive as a Poisson process at each side's scoring rate; the match odds (home, away, the
 * draw) are the chances of each final result given the score and the time left. A goal suspends them.
 */
export class SoccerModel implements SportModel {
  readonly runnerNames: readonly string[];
  readonly marketName = 'Match Odds';
  readonly #teams: readonly [string, string];
  /** Goals per 90 minutes of home and away. */
  readonly #rates: [number, number];
  readonly #goals: [number, number] = [0, 0];
  #ticksPlayed = 0;
  #halfTimeLeft = halfTimeTicks;
  readonly #stoppage: number;
  #finished = false;

  constructor(home: string, away: string, random: Random) {
    this.#teams = [home, away];
    this.runnerNames = [home, away, 'The Draw'];
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
    for (const side of [0, 1] as const) {
      if (random.chance(this.#rates[side] / (90 * ticksPerMinute))) {
        this.#goals[side] += 1;
        return { suspendTicks: 4, scored: true };
      }
    }
    // The clock is part of the score line.
    return { suspendTicks: 0, scored: this.#ticksPlayed % ticksPerMinute === 0 };
  }

  probabilities(): number[] {
    const left = this.#finished ? 0 : Math.max(0, 90 - this.minute) / 90;
    const home = poisson(this.#rates[0] * left);
    const away = poisson(this.#rates[1] * left);
    const lead = this.#goals[0] - this.#goals[1];
    let homeWin = 0;
    let draw = 0;
    for (const [homeGoals, homeChance] of home.entries()) {
      for (const [awayGoals, awayChance] of away.entries()) {
        const finalLead = lead + homeGoals - awayGoals;
        if (finalLead > 0) homeWin += homeChance * awayChance;
        else if (finalLead === 0) draw += homeChance * awayChance;
      }
    }
    const total = home.reduce((sum, p) => sum + p, 0) * away.reduce((sum, p) => sum + p, 0);
    return [homeWin / total, 1 - (homeWin + draw) / total, draw / total];
  }

  summary(): string {
    const [home, away] = this.#teams;
    const clock =
      this.minute === 45 && this.#halfTimeLeft > 0 && this.#ticksPlayed > 0 ? 'HT' : `${this.minute}'`;
    return `${shortName(home)} ${this.#goals[0]}-${this.#goals[1]} ${shortName(away)} ${this.#finished ? 'FT' : clock}`;
  }

  detail(): ScoreDetail {
    return {
      kind: 'soccer',
      home: { team: this.#teams[0], goals: this.#goals[0] },
      away: { team: this.#teams[1], goals: this.#goals[1] },
      minute: this.minute,
    };
  }

  winnerIndex(): number {
    const [home, away] = this.#goals;
    if (home > away) return 0;
    return home < away ? 1 : 2;
  }
}
