import type { AdminScreenRoute } from './routes.tsx';

/**
 * The casino pages of the panel (issue 18, spec 2's admin casino routes): Our Casino's grid by group, a
 * game's live table with the downline's book, the Super Admin's casino list, the Casino Result Report and
 * the game reports, as [path under /admin, page, module] like the panel's others.
 */
export const casinoScreens: AdminScreenRoute[] = [
  ['casinol/:group?', 'ourCasino', () => import('./routes/casinoGroups.tsx')],
  ['casino/:gameCode', 'casinoTable', () => import('./routes/casinoTable.tsx')],
  ['casino-list', 'casinoList', () => import('./routes/casinoList.tsx')],
  ['casinoresult/:gameId?', 'casinoResult', () => import('./routes/casinoResult.tsx')],
  ['game-reports', 'gameReports', () => import('./routes/casinoGameReports.tsx')],
];
