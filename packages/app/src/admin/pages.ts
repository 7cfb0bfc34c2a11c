import {
  isOperator,
  managesCatalog,
  managesSports,
  privilege,
  sportIdsByName,
  type PrivilegeId,
  type Role,
} from '@exchange/domain';

/** The menu's groups, in the order the menu shows them. */
export const adminSections = ['Sports', 'Clients', 'Reports', 'Casino', 'Account'] as const;
export type AdminSection = (typeof adminSections)[number];

/** One screen of the agent panel and who may open it. */
export interface AdminPage {
  /** Its path under /admin. */
  readonly path: string;
  readonly label: string;
  readonly section: AdminSection;
  /** Spec 3: the privilege id of its menu item; none for the operator's own account pages. */
  readonly privilege?: PrivilegeId;
  /** Spec 6: "Only admin and sadmin get the sports, series, matches, active markets, fancies and messages routes." */
  readonly sportsAdmin?: boolean;
  /** The match catalogue and market status are platform-wide: the Super Admin's screens only (issue 14). */
  readonly catalogue?: boolean;
  /** A screen reached from another one (it needs a match or sport in its path), so not a menu link. */
  readonly drillDown?: boolean;
}

/**
 * The screens of the panel. Each route names its page (the route's `handle`), so the guard and the menu
 * read one table: a screen the operator may not use is neither listed nor rendered.
 */
export const adminPages = {
  dashboard: { path: 'dashbaord', label: 'Dashboard', section: 'Sports', privilege: privilege.dashboard },
  marketAnalysis: {
    path: 'market-analysis',
    label: 'Market Analysis',
    section: 'Sports',
    privilege: privilege.marketAnalysis,
  },
  matchBook: {
    path: 'odds',
    label: 'Match Book',
    section: 'Sports',
    privilege: privilege.marketAnalysis,
    drillDown: true,
  },
  sportsList: {
    path: 'sports-list',
    label: 'Sports',
    section: 'Sports',
    privilege: privilege.events,
    sportsAdmin: true,
    catalogue: true,
  },
  series: {
    path: 'series',
    label: 'Series',
    section: 'Sports',
    privilege: privilege.events,
    sportsAdmin: true,
    catalogue: true,
    drillDown: true,
  },
  matches: {
    path: 'matches',
    label: 'Matches',
    section: 'Sports',
    privilege: privilege.events,
    sportsAdmin: true,
    catalogue: true,
    drillDown: true,
  },
  activeMatches: {
    path: 'active-matches',
    label: 'Active Matches',
    section: 'Sports',
    privilege: privilege.events,
    sportsAdmin: true,
    catalogue: true,
  },
  activeMarkets: {
    path: 'active-markets',
    label: 'Active Markets',
    section: 'Sports',
    privilege: privilege.events,
    sportsAdmin: true,
    catalogue: true,
    drillDown: true,
  },
  activeFancies: {
    path: 'active-fancies',
    label: 'Active Fancies',
    section: 'Sports',
    privilege: privilege.events,
    sportsAdmin: true,
    catalogue: true,
    drillDown: true,
  },
  messages: {
    path: 'messages',
    label: 'Messages',
    section: 'Sports',
    privilege: privilege.events,
    sportsAdmin: true,
  },
  // Issue 41: the exchange's commission rates, one for every label, so the Super Admin's as the server's.
  commission: {
    path: 'commission',
    label: 'Commission',
    section: 'Sports',
    privilege: privilege.events,
    catalogue: true,
  },
  // Issue 41: each operator narrows the limits above it for its own subtree, with Bet Lock as the server.
  betLimits: {
    path: 'bet-limits',
    label: 'Betting Limits',
    section: 'Sports',
    privilege: privilege.betLock,
  },
  clients: { path: 'list-clients', label: 'Client List', section: 'Clients', privilege: privilege.userList },
  secondClientList: {
    path: 'user2',
    label: 'Client Balances',
    section: 'Clients',
    privilege: privilege.userList,
  },
  addUser: { path: 'add-user', label: 'Add User', section: 'Clients', privilege: privilege.insertUser },
  generalLock: {
    path: 'userlock',
    label: 'General Lock',
    section: 'Clients',
    privilege: privilege.generalLock,
  },
  currentBets: {
    path: 'unsettledbet',
    label: 'Current Bets',
    section: 'Reports',
    privilege: privilege.currentBets,
  },
  accountStatement: {
    path: 'accountstatement',
    label: 'Account Statement',
    section: 'Reports',
    privilege: privilege.accountStatement,
  },
  profitLoss: {
    path: 'profitloss',
    label: 'Profit Loss',
    section: 'Reports',
    privilege: privilege.partyWinLoss,
  },
  // The children's balances and credit references the client list shows: User List, as on the server.
  generalReport: {
    path: 'generalreport',
    label: 'General Report',
    section: 'Reports',
    privilege: privilege.userList,
  },
  loginAccounts: {
    path: 'createaccount',
    label: 'Multi Login Account',
    section: 'Account',
    privilege: privilege.loginUserCreation,
  },
  secureAuth: { path: 'secureauth', label: 'Secure Auth', section: 'Account' },
  changePassword: { path: 'change-password', label: 'Change Password', section: 'Account' },
  // Issue 16, the cashier: the players' requests beside the client list, with the privileges the server checks.
  depositStatement: {
    path: 'depositstatement',
    label: 'Deposit Statement',
    section: 'Clients',
    privilege: privilege.deposit,
  },
  withdrawStatement: {
    path: 'withdrawstatement',
    label: 'Withdraw Statement',
    section: 'Clients',
    privilege: privilege.withdraw,
  },
  paymentMethod: {
    path: 'payment-method',
    label: 'Payment Method',
    section: 'Clients',
    privilege: privilege.deposit,
  },
  // The casino (issue 18): the privileges of spec 3 that the server checks for each page's calls.
  ourCasino: { path: 'casinol', label: 'Our Casino', section: 'Casino', privilege: privilege.ourCasino },
  casinoTable: {
    path: 'casino',
    label: 'Casino Table',
    section: 'Casino',
    privilege: privilege.ourCasino,
    drillDown: true,
  },
  casinoList: {
    path: 'casino-list',
    label: 'Casino List',
    section: 'Casino',
    privilege: privilege.events,
    catalogue: true,
  },
  casinoResult: {
    path: 'casinoresult',
    label: 'Casino Result',
    section: 'Casino',
    privilege: privilege.casinoResult,
  },
  gameReports: {
    path: 'game-reports',
    label: 'Game Reports',
    section: 'Casino',
    privilege: privilege.liveCasinoResult,
  },
  // Issue 20: the switches of every label (maintenance; the general settings need Events too), so the
  // Super Admin's, as the server's settings calls are.
  siteSettings: {
    path: 'site-settings',
    label: 'Site Settings',
    section: 'Account',
    privilege: privilege.generalLock,
    catalogue: true,
  },
  // Issue 19: the lottery list is one for every label, so the Super Admin's (with Our Casino, as the server).
  lottery: {
    path: 'lottery',
    label: 'Lottery',
    section: 'Casino',
    privilege: privilege.ourCasino,
    catalogue: true,
  },
  // Issue 21: a player's responsible-gaming state, from the client list (User Info reads, User Lock changes).
  responsibleGaming: {
    path: 'responsible-gaming',
    label: 'Responsible Gaming',
    section: 'Clients',
    privilege: privilege.userInfo,
    drillDown: true,
  },
} as const satisfies Record<string, AdminPage>;

export type AdminPageName = keyof typeof adminPages;

/** Who is asking: the role and the privileges user-info reports. */
export interface Operator {
  readonly role: Role;
  readonly privileges: readonly number[];
}

export function mayOpen(page: AdminPage, operator: Operator): boolean {
  if (!isOperator(operator.role)) return false;
  if (page.sportsAdmin === true && !managesSports(operator.role)) return false;
  if (page.catalogue === true && !managesCatalog(operator.role)) return false;
  return page.privilege === undefined || operator.privileges.includes(page.privilege);
}

/** Spec 2: "links and navigation for any role other than user are prefixed with /admin". */
export function adminPath(path: string): string {
  const relative = path.replace(/^\/+/, '');
  return relative ? `/admin/${relative}` : '/admin';
}

/**
 * Where a match of the market analysis or the dashboard opens: its match book, or for a casino game (sport
 * 5000) the game's live table, which has the book of its round.
 */
export function matchBookPath(match: { matchId: number; sportId: number }): string {
  const page = match.sportId === sportIdsByName.casino ? adminPages.casinoTable : adminPages.matchBook;
  return adminPath(`${page.path}/${match.matchId}`);
}

/** The menu: the pages the operator may open, grouped by section (empty sections left out). */
export function adminMenu(operator: Operator) {
  const open = Object.values(adminPages).filter(
    (page: AdminPage) => page.drillDown !== true && mayOpen(page, operator),
  );
  return adminSections
    .map((section) => ({ title: section, links: open.filter((page) => page.section === section) }))
    .filter((section) => section.links.length > 0);
}

/** Where an operator starts: spec 4's market analysis, or the first screen it may open. */
export function adminHome(operator: Operator): string {
  const first = mayOpen(adminPages.marketAnalysis, operator)
    ? adminPages.marketAnalysis
    : adminMenu(operator)[0]?.links[0];
  return adminPath(first?.path ?? adminPages.changePassword.path);
}
