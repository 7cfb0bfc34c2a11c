import { describe, expect, it } from 'vitest';
import { isPrivilegeId, privilege, privilegeIds, privilegeLabel, privileges } from './privileges.ts';

describe('privileges (spec 3)', () => {
  it('lists all 23 with their labels', () => {
    expect(privileges).toHaveLength(23);
    expect(privilegeIds).toEqual([
      1, 2, 4, 5, 8, 9, 10, 12, 13, 14, 15, 16, 17, 19, 54, 55, 56, 57, 58, 59, 60, 91, 104,
    ]);
    expect(privilegeLabel(1)).toBe('DashBoard');
    expect(privilegeLabel(19)).toBe('Login User creation');
    expect(privilegeLabel(104)).toBe('Agent Assign');
    expect(privilegeLabel(3)).toBeUndefined();
  });

  it('names every id once, by its label', () => {
    expect(Object.values(privilege).sort((a, b) => a - b)).toEqual(privilegeIds);
    expect(privilegeLabel(privilege.userPasswordChange)).toBe('User Password Change');
    expect(privilegeLabel(privilege.events)).toBe('Events');
  });

  it('recognises ids', () => {
    expect(isPrivilegeId(60)).toBe(true);
    expect(isPrivilegeId(61)).toBe(false);
  });
});
