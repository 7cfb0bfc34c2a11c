import { describe, expect, it } from 'vitest';
import { isSportId, sportIds, sportIdsByName, sportName, sports } from './sports.ts';

describe('sports (spec 1)', () => {
  it('1 Soccer, 2 Tennis, 4 Cricket, 7 Horse Racing, 4339 Greyhound Racing, 5000 Casino', () => {
    expect(sports.map((sport) => `${sport.id} ${sport.name}`)).toEqual([
      '1 Soccer',
      '2 Tennis',
      '4 Cricket',
      '7 Horse Racing',
      '4339 Greyhound Racing',
      '5000 Casino',
    ]);
    expect(sportIds).toEqual([1, 2, 4, 7, 4339, 5000]);
    expect(sportIdsByName.cricket).toBe(4);
    expect(sportIdsByName.greyhoundRacing).toBe(4339);
  });

  it('names and recognises ids', () => {
    expect(sportName(4)).toBe('Cricket');
    expect(sportName(3)).toBeUndefined();
    expect(isSportId(5000)).toBe(true);
    expect(isSportId(3)).toBe(false);
  });
});
