/**
 * Why a game could not open. The server picks the code and writes it into the page (a fixed word, never
 * text from the request); the page shows the words.
 */
export const launchProblems = {
  'unknown-game': {
    title: 'Game not found',
    message: 'This game does not exist. Go back to the lobby and choose another game.',
  },
  'missing-token': {
    title: 'Open the game from the lobby',
    message: 'This link does not carry a game session. Open the game from the casino lobby.',
  },
  'invalid-token': {
    title: 'This game link has expired',
    message: 'Game links work once and only for a minute. Go back to the lobby and open the game again.',
  },
  'player-blocked': {
    title: 'Betting is locked',
    message: 'Your account cannot place bets at the moment. Contact your agent for help.',
  },
  'wallet-unreachable': {
    title: 'The casino is not answering',
    message: 'We could not reach your account to start the game. Try again in a moment.',
  },
} as const;

export type LaunchProblem = keyof typeof launchProblems;

export function isLaunchProblem(code: string): code is LaunchProblem {
  return Object.hasOwn(launchProblems, code);
}
