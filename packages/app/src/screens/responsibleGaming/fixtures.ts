import type { DepositLimit, PlayerRgState, RgState } from './types.ts';

const noLimit: DepositLimit = { amount: null, used: 0, pending: null };

/** An open account outside the UK, a daily limit with a raise waiting for its 7 days. */
export const openIntlState: RgState = {
  jurisdiction: 'intl',
  status: 'active',
  selfExclusion: null,
  coolOff: null,
  selfExclusionPeriods: ['1d', '1w', '1m', '3m', '6m', '1y', '5y'],
  realityCheck: {
    enabled: true,
    applies: true,
    intervalMinutes: 60,
    dueAt: '2026-11-26T15:00:00.000Z',
    due: false,
    sessionStartedAt: '2026-11-26T14:00:00.000Z',
    sessionWon: 1250,
    sessionLost: 3400.5,
  },
  depositLimits: {
    day: { amount: 5000, used: 1500, pending: { amount: 10000, effectiveAt: '2026-12-03T09:30:00.000Z' } },
    week: { amount: 20000, used: 1500, pending: null },
    month: noLimit,
  },
};

/** A UK player self-excluded for 6 months. */
export const selfExcludedUkState: RgState = {
  ...openIntlState,
  jurisdiction: 'uk',
  status: 'self_excluded',
  selfExclusion: { from: '2026-11-26T10:00:00.000Z', until: '2027-05-26T10:00:00.000Z', period: '6m' },
  selfExclusionPeriods: ['6m', '1y', '2y', '5y'],
  realityCheck: { ...openIntlState.realityCheck, applies: false, dueAt: null, sessionStartedAt: null },
};

/** The operator's view of a UK player whose self-exclusion is over, waiting for support. */
export const awaitingUkPlayer: PlayerRgState = {
  ...selfExcludedUkState,
  username: 'Player',
  status: 'awaiting_reactivation',
  selfExclusion: { from: '2026-05-20T10:00:00.000Z', until: '2026-11-20T10:00:00.000Z', period: '6m' },
  history: [
    {
      at: '2026-05-20T10:00:00.000Z',
      kind: 'self_excluded',
      detail: 'Self-excluded for 6 months',
      by: 'Player',
    },
    {
      at: '2026-04-02T08:15:00.000Z',
      kind: 'deposit_limits_changed',
      detail: 'Daily limit 5000.00',
      by: 'Player',
    },
  ],
};

/** The operator's view of an open UK player: a cool-off may be set. */
export const openUkPlayer: PlayerRgState = {
  ...awaitingUkPlayer,
  status: 'active',
  selfExclusion: null,
  history: [],
};

/** The operator's view of a player outside the UK who stopped the reminders. */
export const optedOutIntlPlayer: PlayerRgState = {
  ...openIntlState,
  username: 'Player',
  realityCheck: { ...openIntlState.realityCheck, enabled: false, dueAt: null },
  history: [
    {
      at: '2026-11-26T14:00:00.000Z',
      kind: 'reality_check_opted_out',
      detail: 'From the reminder',
      by: 'Player',
    },
  ],
};
