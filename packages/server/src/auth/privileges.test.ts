import { privilege, privilegeIds } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { privilegesHeldBy } from './privileges.ts';

const superAdmin = { role: 'admin', privileges: [], ownerId: null } as const;
const master = { role: 'smdl', privileges: [privilege.userList, privilege.deposit], ownerId: null } as const;

describe('privilegesHeldBy', () => {
  it('gives the Super Admin every privilege and other operators what they were granted', () => {
    expect(privilegesHeldBy(superAdmin, null)).toEqual(privilegeIds);
    expect(privilegesHeldBy(master, null)).toEqual([privilege.userList, privilege.deposit]);
    expect(privilegesHeldBy({ ...master, privileges: [3, privilege.userList] }, null)).toEqual([
      privilege.userList,
    ]);
  });

  it('bounds a login account by its owner’s current privileges, the Super Admin’s logins included', () => {
    const login = {
      role: 'smdl',
      privileges: [privilege.userList, privilege.withdraw],
      ownerId: 'owner',
    } as const;
    expect(privilegesHeldBy(login, master)).toEqual([privilege.userList]);
    const adminLogin = { role: 'admin', privileges: [privilege.dashboard], ownerId: 'root' } as const;
    expect(privilegesHeldBy(adminLogin, superAdmin)).toEqual([privilege.dashboard]);
    expect(privilegesHeldBy(adminLogin, null)).toEqual([]);
    expect(privilegesHeldBy(adminLogin, { ...superAdmin, ownerId: 'someone' })).toEqual([]);
  });
});
