import { describe, expect, it } from 'vitest';
import { allSuspended, fixedSlots, multiRunnerRunner, suspendedRunner } from './inPlay.ts';

describe('in-play runners', () => {
  it('quotes back and lay by the multi-runner formula while the chance is quotable', () => {
    expect(multiRunnerRunner(1, 'K of spade', 0.25)).toEqual({
      selectionId: 1,
      name: 'K of spade',
      back: 3.88,
      lay: 4.12,
      status: 'ACTIVE',
    });
  });

  it('suspends, with no prices, a runner under 0.005 or over 0.97', () => {
    for (const chance of [0, 0.004, 0.971, 1])
      expect(multiRunnerRunner(2, 'Total 1', chance)).toEqual(suspendedRunner(2, 'Total 1'));
    expect(suspendedRunner(2, 'Total 1')).toEqual({
      selectionId: 2,
      name: 'Total 1',
      back: null,
      lay: null,
      status: 'SUSPENDED',
    });
    expect(multiRunnerRunner(2, 'Total 1', 0.005).status).toBe('ACTIVE');
  });

  it('tells a market with no runner to bet on', () => {
    expect(allSuspended([suspendedRunner(1, 'a'), suspendedRunner(2, 'b')])).toBe(true);
    expect(allSuspended([suspendedRunner(1, 'a'), multiRunnerRunner(2, 'b', 0.5)])).toBe(false);
  });

  it('keeps a table at its full length whatever the round deals', () => {
    expect(fixedSlots(['2SS', '3HH'], 4, 0)).toEqual(['1', '1', '1', '1']);
    expect(fixedSlots(['2SS', '3HH'], 4, 1)).toEqual(['2SS', '1', '1', '1']);
    expect(fixedSlots(['2SS', '3HH'], 4, 2)).toEqual(['2SS', '3HH', '1', '1']);
  });
});
