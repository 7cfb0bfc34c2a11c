/**
 * Cricket score arithmetic for the scoreboard. Overs are written as the game writes them: 15.2 is 15
 * overs and 2 balls (six balls an over), so they cannot be used as a decimal number of overs.
 */

export const ballsPerOver = 6;

/** 15.2 -> 92 balls. A ball part outside 0..5 is not an over count the game can show. */
export function ballsFromOvers(overs: number): number {
  const whole = Math.floor(overs);
  const balls = Math.round((overs - whole) * 10);
  if (!Number.isFinite(overs) || overs < 0 || balls >= ballsPerOver) {
    throw new RangeError(`${overs} is not an over count (the ball part runs 0 to 5)`);
  }
  return whole * ballsPerOver + balls;
}

/** 92 balls -> 15.2. */
export function oversFromBalls(balls: number): number {
  const whole = Math.floor(balls / ballsPerOver);
  return whole + (balls - whole * ballsPerOver) / 10;
}

/** Runs per over so far, or null before the first ball. */
export function runRate(runs: number, overs: number): number | null {
  const balls = ballsFromOvers(overs);
  return balls === 0 ? null : (runs * ballsPerOver) / balls;
}

export interface Chase {
  /** Runs still needed to reach the target (0 once reached). */
  readonly runsNeeded: number;
  /** Balls left in the innings, when the number of overs is known. */
  readonly ballsLeft: number | null;
  /** Runs per over needed from the balls left; null when unknown, reached or no ball is left. */
  readonly requiredRate: number | null;
}

/** Where a side batting second stands against its target. */
export function chase(input: {
  readonly target: number;
  readonly runs: number;
  readonly overs: number;
  readonly scheduledOvers?: number | undefined;
}): Chase {
  const runsNeeded = Math.max(0, input.target - input.runs);
  const ballsLeft =
    input.scheduledOvers === undefined
      ? null
      : Math.max(0, input.scheduledOvers * ballsPerOver - ballsFromOvers(input.overs));
  const requiredRate =
    ballsLeft === null || ballsLeft === 0 || runsNeeded === 0
      ? null
      : (runsNeeded * ballsPerOver) / ballsLeft;
  return { runsNeeded, ballsLeft, requiredRate };
}
