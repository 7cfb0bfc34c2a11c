import { describe, expect, it } from 'vitest';
import {
  casinoGamePath,
  closedCasinoProviderPath,
  isCasinoGameClosed,
  notFoundPath,
  pathAfterVerification,
  pathForRole,
} from './navigation.ts';

describe('navigation rules (spec 2 and 4)', () => {
  it('prefixes operator links with /admin', () => {
    expect(pathForRole('user', '/accountstatement')).toBe('/accountstatement');
    expect(pathForRole('dl', '/accountstatement')).toBe('/admin/accountstatement');
    expect(pathForRole('admin', 'market-analysis')).toBe('/admin/market-analysis');
    expect(pathForRole('user', 'bethistory')).toBe('/bethistory');
  });

  it('after code verification: operators to market analysis, mobile players to in-play cricket, desktop home', () => {
    expect(pathAfterVerification('sadmin', true)).toBe('/admin/market-analysis');
    expect(pathAfterVerification('user', true)).toBe('/match/in-play/4');
    expect(pathAfterVerification('user', false)).toBe('/');
  });

  it('opens a casino game unless it is disabled or its match id is -1: then /not-found, naming the game', () => {
    expect(casinoGamePath({ slug: 'teen20', match_id: 56767, isDisable: false })).toBe(
      '/casino/teen20/56767',
    );
    expect(casinoGamePath({ slug: 'teen20', match_id: 56767, isDisable: true })).toBe(
      `${notFoundPath}?game=teen20`,
    );
    expect(casinoGamePath({ slug: 'teen20', match_id: -1, isDisable: false })).toBe('/not-found?game=teen20');
    expect(closedCasinoProviderPath('evo')).toBe('/not-found?provider=evo');
  });

  it('a casino game is closed when disabled or its match id is -1', () => {
    expect(isCasinoGameClosed({ match_id: 56767, isDisable: false })).toBe(false);
    expect(isCasinoGameClosed({ match_id: 56767, isDisable: true })).toBe(true);
    expect(isCasinoGameClosed({ match_id: -1, isDisable: false })).toBe(true);
  });
});
