import { isPrivilegeId, privilegeIds, type PrivilegeId, type Role } from '@exchange/domain';

/** What the privileges of a user depend on: its role, its granted ids, whose login it is. */
export interface PrivilegeHolder {
  role: Role;
  privileges: readonly number[];
  ownerId: string | null;
}

/** An operator's own privileges: the Super Admin (the root admin, not one of its logins) holds them all. */
function ownPrivileges(user: PrivilegeHolder): readonly PrivilegeId[] {
  if (user.role === 'admin' && user.ownerId === null) return privilegeIds;
  return user.privileges.filter(isPrivilegeId);
}

/**
 * The one answer to "which privileges does this user hold now", used for every signed-in request. A
 * multi-login account holds only what it was given AND its owner holds today: an owner who loses a
 * privilege takes it from its logins at once, whatever they were granted. A login account without its
 * owner's row, or whose owner is itself a login (logins cannot mint logins), holds nothing.
 */
export function privilegesHeldBy(
  user: PrivilegeHolder,
  owner: PrivilegeHolder | null,
): readonly PrivilegeId[] {
  if (user.ownerId === null) return ownPrivileges(user);
  if (!owner || owner.ownerId !== null) return [];
  const ownerHolds = ownPrivileges(owner);
  return user.privileges.filter(isPrivilegeId).filter((id) => ownerHolds.includes(id));
}
