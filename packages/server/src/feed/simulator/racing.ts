import type { ScoreDetail } from '@exchange/domain';
import { quietMoment, type Moment, type SportModel } from './model.ts';
import type { Random } from './random.ts';

/**
 * A race: before the off the market drifts on the runners' form; once off, each runner covers ground at
 * its own pace with some luck, and the prices follow the positions more the nearer the finish. The off
 * suspends the market for a moment; the first past the post wins.
 */
export class RaceModel implements SportModel {
  readonly runnerNames: readonly string[];
  readonly marketName = 'Win';
  readonly #raceTicks: number;
  readonly #form: number[];
  readonly #ground: number[];
  #ticksRun = 0;
  #phase: 'parade' | 'off' | 'finished' = 'parade';

  constructor(runnerNames: readonly string[], raceTicks: number, random: Random) {
    this.runnerNames = runnerNames;
    this.#raceTicks = raceTicks;
    this.#form = runnerNames.map(() => random.normal() * 0.7);
    this.#ground = runnerNames.map(() => 0);
  }

  get finished(): boolean {
    return this.#phase === 'finished';
  }

  start(): Moment {
    this.#phase = 'off';
    return { suspendTicks: 2, scored: true };
  }

  advance(random: Random): Moment {
    if (this.#phase !== 'off') return quietMoment;
    this.#ticksRun += 1;
    for (const [index, form] of this.#form.entries()) {
      this.#ground[index] = (this.#ground[index] ?? 0) + 1 + form * 0.08 + random.normal() * 0.25;
    }
    if (this.#ticksRun < this.#raceTicks) return quietMoment;
    this.#phase = 'finished';
    return { suspendTicks: 0, scored: true };
  }

  probabilities(): number[] {
    if (this.finished) return this.runnerNames.map((_name, index) => (index === this.winnerIndex() ? 1 : 0));
    const progress = this.#ticksRun / this.#raceTicks;
    const leader = Math.max(...this.#ground);
    const strengths = this.#form.map(
      (form, index) => form * (1 - progress) + ((this.#ground[index] ?? 0) - leader) * 6 * progress,
    );
    const weights = strengths.map((strength) => Math.exp(strength));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return weights.map((weight) => weight / total);
  }

  summary(): string {
    if (this.#phase === 'parade') return 'Going to post';
    if (this.#phase === 'off') return 'Off';
    return `Won by ${this.runnerNames[this.winnerIndex()] ?? ''}`;
  }

  detail(): ScoreDetail {
    return { kind: 'race', phase: this.#phase };
  }

  winnerIndex(): number {
    const leader = Math.max(...this.#ground);
    return Math.max(0, this.#ground.indexOf(leader));
  }
}
