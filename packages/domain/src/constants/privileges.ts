/** Spec 3, "Privilege ids": the menu items a login account may be given. */
export const privileges = [
  { id: 1, label: 'DashBoard' },
  { id: 2, label: 'Market Analysis' },
  { id: 4, label: 'User List' },
  { id: 5, label: 'Insert User' },
  { id: 8, label: 'Account Statement' },
  { id: 9, label: 'Party Win Loss' },
  { id: 10, label: 'Current Bets' },
  { id: 12, label: 'General Lock' },
  { id: 13, label: 'Casino Result' },
  { id: 14, label: 'Live Casino Result' },
  { id: 15, label: 'Our Casino' },
  { id: 16, label: 'Events' },
  { id: 17, label: 'Market Search Analysis' },
  { id: 19, label: 'Login User creation' },
  { id: 54, label: 'Withdraw' },
  { id: 55, label: 'Deposit' },
  { id: 56, label: 'Credit Reference' },
  { id: 57, label: 'User Info' },
  { id: 58, label: 'User Password Change' },
  { id: 59, label: 'User Lock' },
  { id: 60, label: 'Bet Lock' },
  { id: 91, label: 'Active User' },
  { id: 104, label: 'Agent Assign' },
] as const;

export type PrivilegeId = (typeof privileges)[number]['id'];
export const privilegeIds: readonly PrivilegeId[] = privileges.map((privilege) => privilege.id);

/** The spec's privilege ids by name, so code says `privilege.userPasswordChange`, never a bare 58. */
export const privilege = {
  dashboard: 1,
  marketAnalysis: 2,
  userList: 4,
  insertUser: 5,
  accountStatement: 8,
  partyWinLoss: 9,
  currentBets: 10,
  generalLock: 12,
  casinoResult: 13,
  liveCasinoResult: 14,
  ourCasino: 15,
  events: 16,
  marketSearchAnalysis: 17,
  loginUserCreation: 19,
  withdraw: 54,
  deposit: 55,
  creditReference: 56,
  userInfo: 57,
  userPasswordChange: 58,
  userLock: 59,
  betLock: 60,
  activeUser: 91,
  agentAssign: 104,
} as const satisfies Record<string, PrivilegeId>;

export function isPrivilegeId(value: number): value is PrivilegeId {
  return (privilegeIds as readonly number[]).includes(value);
}

export function privilegeLabel(id: number): string | undefined {
  return privileges.find((privilege) => privilege.id === id)?.label;
}
