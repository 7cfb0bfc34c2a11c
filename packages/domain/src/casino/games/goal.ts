import { casinoDefaultStakeLimits, lost, winIf, type RegisteredCasinoGame } from '../definition.ts';
import { perMilleDraw } from '../fairness.ts';
import { backRunner, market, slots } from '../runners.ts';
import { oneSlotTable, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Goal (CASINO.md 7, goal): a virtual attack whose outcome, scorer and method together, is drawn from one
 * per-mille clip table, then played as a clip tagged with it. Four player slots and No Goal; back only at
 * CASINO.md's prices. The players are `Player 1` to `Player 4`: a clip's own names would depend on the
 * clip, which is drawn with the outcome, so they cannot be shown before it.
 */
const scorers = [
  { name: 'Player 1', perMille: 200, odds: 4.74 },
  { name: 'Player 2', perMille: 200, odds: 4.74 },
  { name: 'Player 3', perMille: 150, odds: 6.33 },
  { name: 'Player 4', perMille: 150, odds: 6.33 },
  { name: 'No Goal', perMille: 300, odds: 3.16 },
] as const;
const methods = [
  { name: 'Header', perMille: 120, odds: 7.91 },
  { name: 'Free-kick', perMille: 60, odds: 15.83 },
  { name: 'Penalty', perMille: 100, odds: 9.49 },
  { name: 'Shot', perMille: 420, odds: 2.26 },
  { name: 'No Goal', perMille: 300, odds: 3.16 },
] as const;
const noGoal = 4;

export interface GoalClip {
  /** Index into the scorers: Player 1 to Player 4, 4 for No Goal. */
  readonly scorer: number;
  /** Index into the methods: Header, Free-kick, Penalty, Shot, 4 for No Goal. */
  readonly method: number;
}

/*
 * The clip table, per mille: rows Player 1-4, columns Header, Free-kick, Penalty, Shot, close to the
 * product of CASINO.md's marginals and adding up to them exactly (rows 200, 200, 150, 150; columns 120,
 * 60, 100, 420), plus No Goal 300. The tests check the sums.
 */
const goals = [
  [35, 17, 29, 119],
  [35, 17, 29, 119],
  [25, 13, 21, 91],
  [25, 13, 21, 91],
] as const;
export const goalClipTable: readonly (readonly [GoalClip, number])[] = [
  ...goals.flatMap((row, scorer) => row.map((perMille, method) => [{ scorer, method }, perMille] as const)),
  [{ scorer: noGoal, method: noGoal }, scorers[noGoal].perMille],
];

const ids = { scorer: 1, method: 11 } as const;

function clipName({ scorer, method }: GoalClip): string {
  return scorer === noGoal ? 'No Goal' : `${scorers[scorer]?.name ?? ''} - ${methods[method]?.name ?? ''}`;
}

const presentation: CasinoGamePresentation = {
  rules: ['A recorded attack is played: bet on who scores next and how, or No Goal.'],
  table: oneSlotTable('Attack'),
  art: { glyph: 'football' },
  group: 'sport-casino',
};

export const goal: RegisteredCasinoGame<GoalClip> = {
  code: 'goal',
  name: 'Goal',
  category: 34,
  matchId: 5014,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 10, resultSeconds: 5 },
  deal: (random) => perMilleDraw(random, goalClipTable),
  steps: () => 1,
  table: (clip, shown) => slots([clipName(clip)], shown),
  markets: (_clip, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'scorer',
        'Who will goal next?',
        'oneWinner',
        scorers.map(({ name, odds }, index) => backRunner(ids.scorer + index, name, odds)),
        { suspended },
      ),
      market(
        'method',
        'Method of next goal',
        'oneWinner',
        methods.map(({ name, odds }, index) => backRunner(ids.method + index, name, odds)),
        { suspended },
      ),
    ];
  },
  settle: (clip, suffix, selectionId) => {
    switch (suffix) {
      case 'scorer':
        return winIf(selectionId === ids.scorer + clip.scorer);
      case 'method':
        return winIf(selectionId === ids.method + clip.method);
      default:
        return lost;
    }
  },
  result: (clip) => ({
    winnerName: clipName(clip),
    rows: [
      { label: 'Scorer', value: scorers[clip.scorer]?.name ?? '' },
      { label: 'Method', value: methods[clip.method]?.name ?? '' },
    ],
  }),
};
