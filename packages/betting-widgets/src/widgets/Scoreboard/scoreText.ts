import { chase, type ScoreDetail } from '@exchange/domain';

type Cricket = Extract<ScoreDetail, { kind: 'cricket' }>;
type Innings = Cricket['innings'][number];

/** 20 -> '20.0', 15.2 -> '15.2': overs as scorecards print them. */
export function oversText(overs: number): string {
  return overs.toFixed(1);
}

/** Runs per over to two decimals; '-' before the first ball. */
export function rateText(rate: number | null): string {
  return rate === null ? '-' : rate.toFixed(2);
}

export const racePhaseLabels = { parade: 'Parade', off: 'Off', finished: 'Finished' } as const;

/** The innings being played: the last one listed. */
export function currentInnings(score: Cricket): Innings | undefined {
  return score.innings.at(-1);
}

/** The chase of the side batting now, when a target is set. */
export function cricketChase(score: Cricket) {
  const innings = currentInnings(score);
  if (score.target === undefined || !innings) return null;
  return chase({ ...innings, target: score.target, scheduledOvers: score.scheduledOvers });
}

/** One line for lists: 'India 120/3 (15.2)', 'Arsenal 2-1 Chelsea 67′'. */
export function compactText(detail: ScoreDetail): string {
  switch (detail.kind) {
    case 'cricket': {
      const innings = currentInnings(detail);
      return innings
        ? `${innings.team} ${innings.runs}/${innings.wickets} (${oversText(innings.overs)})`
        : '';
    }
    case 'soccer':
      return `${detail.home.team} ${detail.home.goals}-${detail.away.goals} ${detail.away.team} ${detail.minute}′`;
    case 'tennis':
      return `${detail.players[0]} ${detail.sets.map(([a, b]) => `${a}-${b}`).join(' ')} ${detail.players[1]} (${detail.points[0]}-${detail.points[1]})`;
    case 'race':
      return racePhaseLabels[detail.phase];
  }
}

/**
 * What changes often enough to matter to a listener but not every few seconds: a wicket or a completed
 * over (not each run), a goal (not the minute), a game or set (not each point), the race's phase. The
 * scoreboard announces the score only when this changes.
 */
export function milestone(detail: ScoreDetail): string {
  switch (detail.kind) {
    case 'cricket': {
      const innings = currentInnings(detail);
      return `${detail.innings.length}|${innings?.wickets ?? 0}|${Math.floor(innings?.overs ?? 0)}`;
    }
    case 'soccer':
      return `${detail.home.goals}|${detail.away.goals}`;
    case 'tennis':
      return detail.sets.map(([a, b]) => `${a}-${b}`).join('|');
    case 'race':
      return detail.phase;
  }
}

/** The score in words for a screen reader ('India 120 for 3 after 15.2 overs, need 66 from 28 balls'). */
export function spokenText(detail: ScoreDetail): string {
  switch (detail.kind) {
    case 'cricket': {
      const innings = currentInnings(detail);
      if (!innings) return '';
      const line = `${innings.team} ${innings.runs} for ${innings.wickets} after ${oversText(innings.overs)} overs`;
      const target = cricketChase(detail);
      if (!target) return line;
      if (target.runsNeeded === 0) return `${line}, target reached`;
      const balls = target.ballsLeft === null ? '' : ` from ${target.ballsLeft} balls`;
      return `${line}, need ${target.runsNeeded}${balls}`;
    }
    case 'soccer':
      return `${detail.home.team} ${detail.home.goals}, ${detail.away.team} ${detail.away.goals}, ${detail.minute} minutes`;
    case 'tennis':
      return `${detail.players[0]} against ${detail.players[1]}, games ${detail.sets.map(([a, b]) => `${a}-${b}`).join(', ')}`;
    case 'race':
      return `Race ${racePhaseLabels[detail.phase].toLowerCase()}`;
  }
}
