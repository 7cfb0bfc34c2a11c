import type { AdminMarket } from '@exchange/domain';

/** A market on the active-markets or active-fancies screen, with what an admin needs to settle it. */
export interface ControlledMarket extends AdminMarket {
  /** The runners a result is picked from (match odds, bookmaker); none for a session. */
  readonly runners: readonly { readonly selectionId: number; readonly runnerName: string }[];
  /** A session's current No and Yes lines, when the feed prices it. */
  readonly line?: {
    readonly no: { readonly line: number; readonly rate: number };
    readonly yes: { readonly line: number; readonly rate: number };
  };
}

export type MarketActionKind = 'suspend' | 'resume' | 'disable' | 'enable' | 'declare' | 'void' | 'rollback';

/** What an admin asks of a market; a result is the winning selection id, or a session's runs. */
export type MarketAction =
  | { readonly kind: Exclude<MarketActionKind, 'declare'> }
  | { readonly kind: 'declare'; readonly result: number };

/** Each action's confirmation: its button, what it does to players, and how loud it is. */
export const marketActionRules: Record<
  MarketActionKind,
  { readonly label: string; readonly title: string; readonly effect: string; readonly critical: boolean }
> = {
  suspend: {
    label: 'Suspend',
    title: 'Suspend market',
    effect: 'Players cannot bet on it until you resume it.',
    critical: true,
  },
  resume: {
    label: 'Resume',
    title: 'Resume market',
    effect: 'Bets are taken again at the prices the feed sends.',
    critical: false,
  },
  disable: {
    label: 'Disable',
    title: 'Disable market',
    effect: 'Players no longer see it and it takes no bets.',
    critical: true,
  },
  enable: {
    label: 'Enable',
    title: 'Enable market',
    effect: 'Players see it again and may bet on it.',
    critical: false,
  },
  declare: {
    label: 'Result',
    title: 'Declare result',
    effect: 'Every matched bet is settled at once and balances move; unmatched bets are cancelled.',
    critical: true,
  },
  void: {
    label: 'Void',
    title: 'Void market',
    effect: 'Every bet is cancelled with no win or loss and the stakes are released.',
    critical: true,
  },
  rollback: {
    label: 'Roll back',
    title: 'Roll back result',
    effect: 'The result or void is undone: bets reopen and winnings paid are taken back.',
    critical: true,
  },
};

/** Whether the market has been settled or voided (only a rollback changes it then). */
export const isFinished = (market: AdminMarket) => market.settled || market.voided;

/**
 * The actions a market offers now: a finished one only a rollback; an open one its switches (not once
 * the feed closed it: the server refuses them) and a result or a void.
 */
export function actionsOf(market: AdminMarket): readonly MarketActionKind[] {
  if (isFinished(market)) return ['rollback'];
  const switches: MarketActionKind[] =
    market.status === 'CLOSED'
      ? []
      : [market.suspended ? 'resume' : 'suspend', market.active ? 'disable' : 'enable'];
  return [...switches, 'declare', 'void'];
}

/** The result as a person reads it: the winning runner's name, or a session's runs. */
export function resultText(market: ControlledMarket): string | undefined {
  if (market.voided) return 'Void';
  if (market.result === undefined) return undefined;
  if (market.kind === 'fancy') return `${market.result} runs`;
  const winner = market.runners.find((runner) => runner.selectionId === market.result);
  return winner?.runnerName ?? `Selection ${market.result}`;
}

/** Spec 3: a session's result is the runs scored, a whole number. */
export const runsPattern = /^\d{1,4}$/;
export const runsMessage = 'Enter the runs scored, a whole number';
export const winnerMessage = 'Choose the winning runner';
