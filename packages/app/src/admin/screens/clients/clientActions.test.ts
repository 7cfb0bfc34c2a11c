import { privilegeIds } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { actionsFor } from './clientActions.ts';

describe('actionsFor', () => {
  it('offers a direct child player every action the operator holds', () => {
    expect(actionsFor({ role: 'user' }, privilegeIds, true)).toEqual([
      'deposit',
      'withdraw',
      'creditReference',
      'exposureLimit',
      'password',
      'locks',
      'unlock',
      'stakes',
    ]);
  });

  it('moves chips only with a direct child and sets exposure limits only on players', () => {
    expect(actionsFor({ role: 'dl' }, privilegeIds, false)).toEqual([
      'creditReference',
      'password',
      'locks',
      'unlock',
      'stakes',
    ]);
  });

  it('needs the privilege of each action; either lock privilege opens the lock dialog', () => {
    expect(actionsFor({ role: 'user' }, [55, 60], true)).toEqual(['deposit', 'locks']);
    expect(actionsFor({ role: 'user' }, [], true)).toEqual([]);
  });

  it('offers the sign-in unlock with User Lock only, for any client below', () => {
    expect(actionsFor({ role: 'dl' }, [59], false)).toEqual(['locks', 'unlock']);
    expect(actionsFor({ role: 'user' }, [60], true)).toEqual(['locks']);
  });
});
