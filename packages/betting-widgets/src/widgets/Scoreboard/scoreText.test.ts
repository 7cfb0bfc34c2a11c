import type { ScoreDetail } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { cricketChase, cricketFirstInnings, raceOff, soccerLive, tennisLive } from '../../fixtures/scores.ts';
import { compactText, milestone, spokenText } from './scoreText.ts';

const detail = (score: { detail?: ScoreDetail | undefined }): ScoreDetail => {
  if (!score.detail) throw new Error('fixture without detail');
  return score.detail;
};

describe('score text', () => {
  it('puts each sport on one line', () => {
    expect(compactText(detail(cricketChase))).toBe('India 120/3 (15.2)');
    expect(compactText(detail(soccerLive))).toBe('Arsenal 2-1 Chelsea 67′');
    expect(compactText(detail(tennisLive))).toBe('Carlos Alcaraz 6-4 3-2 Jannik Sinner (40-30)');
    expect(compactText(detail(raceOff))).toBe('Off');
  });

  it('speaks the score, with the chase when there is a target', () => {
    expect(spokenText(detail(cricketChase))).toBe('India 120 for 3 after 15.2 overs, need 66 from 28 balls');
    expect(spokenText(detail(cricketFirstInnings))).toBe('Australia 64 for 1 after 7.4 overs');
    expect(spokenText(detail(soccerLive))).toBe('Arsenal 2, Chelsea 1, 67 minutes');
    expect(spokenText(detail(raceOff))).toBe('Race off');
  });

  it('moves the milestone on a wicket or a completed over, not on a run', () => {
    const cricket = detail(cricketChase);
    if (cricket.kind !== 'cricket') throw new Error('not cricket');
    const batting = (runs: number, wickets: number, overs: number): ScoreDetail => ({
      ...cricket,
      innings: [...cricket.innings.slice(0, 1), { team: 'India', runs, wickets, overs }],
    });
    expect(milestone(batting(124, 3, 15.3))).toBe(milestone(cricket));
    expect(milestone(batting(124, 4, 15.3))).not.toBe(milestone(cricket));
    expect(milestone(batting(126, 3, 16))).not.toBe(milestone(cricket));
  });

  it('moves the milestone on a goal or a game, not on the minute or a point', () => {
    const soccer = detail(soccerLive);
    if (soccer.kind !== 'soccer') throw new Error('not soccer');
    expect(milestone({ ...soccer, minute: 68 })).toBe(milestone(soccer));
    expect(milestone({ ...soccer, away: { ...soccer.away, goals: 2 } })).not.toBe(milestone(soccer));
    const tennis = detail(tennisLive);
    if (tennis.kind !== 'tennis') throw new Error('not tennis');
    expect(milestone({ ...tennis, points: ['AD', '40'] })).toBe(milestone(tennis));
    expect(
      milestone({
        ...tennis,
        sets: [
          [6, 4],
          [4, 2],
        ],
      }),
    ).not.toBe(milestone(tennis));
  });
});
