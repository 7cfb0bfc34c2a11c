import { describe, expect, it } from 'vitest';
import {
  allCasinoCategoryId,
  casinoBetReportStatuses,
  casinoCategories,
  casinoCategoryPath,
  casinoProviderKeys,
  casinoProviderName,
  closedCasinoMatchId,
  defaultCasinoReportType,
  liveCasinoGroups,
} from './casino.ts';

describe('casino constants', () => {
  it('has the 18 category tabs of spec 2, All Casino first', () => {
    expect(casinoCategories).toHaveLength(18);
    expect(casinoCategories[0]).toEqual({ id: 35, name: 'All Casino' });
    expect(allCasinoCategoryId).toBe(35);
    const ids = Object.fromEntries(casinoCategories.map((category) => [category.name, category.id]));
    expect(ids).toMatchObject({
      Roulette: 31,
      Teenpatti: 20,
      Poker: 21,
      Baccarat: 22,
      'Dragon Tiger': 23,
      '32 Cards': 24,
      'Andar Bahar': 26,
      'Lucky 7': 27,
      '3 Cards Judgement': 28,
      'Casino War': 29,
      Worli: 30,
      Sports: 34,
      Bollywood: 32,
      Lottery: 33,
      Queen: 40,
      Race: 41,
      Others: 73,
    });
    expect(casinoCategoryPath(22)).toBe('/casino-list/LC/4/22');
  });

  it('has every provider key of spec 3, each with a display name', () => {
    expect(casinoProviderKeys).toEqual([
      'ezugi',
      'ss',
      'qt',
      'evo',
      'cockfight',
      'ludo',
      'pop-the-ball',
      'binary',
      'tgs',
      'slot',
      'tgslive',
      'rummy',
      'ludo-lands',
      'vivo',
      'snakes-and-ladders',
      'bc',
      'smart',
      'astar',
      'ds',
      'tembo',
      'av',
      'bcslot',
      'lottery',
      'scratch',
      'darwin',
      'pg',
      'bet',
      'jilli',
      'win',
      'gemini1',
      'amigo',
    ]);
    expect(casinoProviderName('evo')).toBe('Evolution');
    expect(casinoProviderName('unknown-key')).toBe('unknown-key');
  });

  it('has the 14 casino groups of spec 2', () => {
    expect(liveCasinoGroups).toHaveLength(14);
  });

  it('reports default to type 50001; Settled is completed, Un-Settled pending', () => {
    expect(defaultCasinoReportType).toBe(50001);
    expect(casinoBetReportStatuses).toEqual([
      { value: 'completed', label: 'Settled' },
      { value: 'pending', label: 'Un-Settled' },
    ]);
    expect(closedCasinoMatchId).toBe(-1);
  });
});
