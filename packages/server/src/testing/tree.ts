import { privilegeIds } from '@exchange/domain';
import type { TestApp } from './app.ts';

/**
 * Every privilege of spec 3 but 104 (Agent Assign): the tree's operators may use every route, and 104 is
 * one they hold not, to test granting what the creator lacks.
 */
const operatorPrivileges = privilegeIds.filter((id) => id !== 104);

/**
 * admin > sadmin > smdl (all route privileges) > dl > player, plus a foreign branch (sadmin2 > dl2 > player2)
 * and a privilege-less Agent below the Super Master.
 */
export async function buildTree(t: TestApp) {
  const admin = await t.createUser({ role: 'admin', partnership: 100 });
  const sadmin = await t.createUser({
    role: 'sadmin',
    parent: admin,
    partnership: 90,
    privileges: operatorPrivileges,
  });
  const smdl = await t.createUser({
    role: 'smdl',
    parent: sadmin,
    partnership: 80,
    privileges: operatorPrivileges,
  });
  const dl = await t.createUser({
    role: 'dl',
    parent: smdl,
    partnership: 50,
    privileges: operatorPrivileges,
  });
  const bare = await t.createUser({ role: 'dl', parent: smdl, partnership: 50 });
  const player = await t.createUser({ role: 'user', parent: dl });
  const sadmin2 = await t.createUser({
    role: 'sadmin',
    parent: admin,
    partnership: 90,
    privileges: operatorPrivileges,
  });
  const dl2 = await t.createUser({
    role: 'dl',
    parent: sadmin2,
    partnership: 50,
    privileges: operatorPrivileges,
  });
  const player2 = await t.createUser({ role: 'user', parent: dl2 });
  return { admin, sadmin, smdl, dl, bare, player, sadmin2, dl2, player2 };
}
