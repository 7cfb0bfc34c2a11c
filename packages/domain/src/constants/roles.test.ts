import { describe, expect, it } from 'vitest';
import {
  canCreate,
  creatableRoles,
  isOperator,
  isRole,
  managesCatalog,
  managesSports,
  outranks,
  playerRole,
  roleLabels,
  roles,
} from './roles.ts';

describe('roles (spec 3 and 6)', () => {
  it('in order, with their labels', () => {
    expect(roles.map((role) => `${role} ${roleLabels[role]}`)).toEqual([
      'admin Super Admin',
      'sadmin Admin',
      'smdl Super Master',
      'mdl Master',
      'dl Agent',
      'user USER',
    ]);
    expect(playerRole).toBe('user');
  });

  it('every role but user is an operator', () => {
    expect(roles.filter(isOperator)).toEqual(['admin', 'sadmin', 'smdl', 'mdl', 'dl']);
  });

  it('outranks follows the order and is strict', () => {
    expect(outranks('admin', 'sadmin')).toBe(true);
    expect(outranks('dl', 'user')).toBe(true);
    expect(outranks('mdl', 'smdl')).toBe(false);
    expect(outranks('dl', 'dl')).toBe(false);
    for (const a of roles) {
      for (const b of roles) {
        if (a !== b) expect(outranks(a, b)).toBe(!outranks(b, a));
      }
    }
  });

  it('an operator creates any role below its own; a player creates none', () => {
    expect(creatableRoles('admin')).toEqual(['sadmin', 'smdl', 'mdl', 'dl', 'user']);
    expect(creatableRoles('dl')).toEqual(['user']);
    expect(creatableRoles('user')).toEqual([]);
    expect(canCreate('mdl', 'dl')).toBe(true);
    expect(canCreate('mdl', 'smdl')).toBe(false);
    expect(canCreate('mdl', 'mdl')).toBe(false);
  });

  it('only admin and sadmin manage sports', () => {
    expect(roles.filter(managesSports)).toEqual(['admin', 'sadmin']);
  });

  it('leaves the platform-wide catalogue to the Super Admin', () => {
    expect(roles.filter(managesCatalog)).toEqual(['admin']);
  });

  it('recognises role names', () => {
    expect(isRole('smdl')).toBe(true);
    expect(isRole('Admin')).toBe(false);
  });
});
