/**
 * Spec 6: "Roles in order: admin, sadmin, smdl, mdl, dl, user." Spec 3: "Role labels: admin Super Admin,
 * sadmin Admin, smdl Super Master, mdl Master, dl Agent, user USER."
 */
export const roles = ['admin', 'sadmin', 'smdl', 'mdl', 'dl', 'user'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Readonly<Record<Role, string>> = {
  admin: 'Super Admin',
  sadmin: 'Admin',
  smdl: 'Super Master',
  mdl: 'Master',
  dl: 'Agent',
  user: 'USER',
};

export const playerRole = 'user' satisfies Role;

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** Spec 6: "Non-user roles use admin storage and /admin paths." */
export function isOperator(role: Role): boolean {
  return role !== playerRole;
}

/** Whether `role` stands above `other` in the hierarchy (admin outranks everyone, nobody outranks admin). */
export function outranks(role: Role, other: Role): boolean {
  return roles.indexOf(role) < roles.indexOf(other);
}

/**
 * Whether a `parentRole` account may create a `childRole` account. The spec names no rule; ours: an
 * operator creates accounts of any role below its own (an Agent creates players only), and players
 * create none.
 */
export function canCreate(parentRole: Role, childRole: Role): boolean {
  return isOperator(parentRole) && outranks(parentRole, childRole);
}

/** The roles `parentRole` may create, top first: the options of the add-user form. */
export function creatableRoles(parentRole: Role): Role[] {
  return roles.filter((role) => canCreate(parentRole, role));
}

/**
 * Spec 6: "Only admin and sadmin get the sports, series, matches, active markets, fancies and messages
 * routes."
 */
export function managesSports(role: Role): boolean {
  return role === 'admin' || role === 'sadmin';
}

/**
 * The match catalogue, sport settings, market status and results are one for every white label, so only
 * the Super Admin (the platform) manages them; an Admin's sports screens are its label's messages.
 */
export function managesCatalog(role: Role): boolean {
  return role === 'admin';
}
