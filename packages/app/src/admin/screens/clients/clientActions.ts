import {
  type BetSetting,
  type Jurisdiction,
  type Minor,
  privilege,
  type PrivilegeId,
  type Role,
} from '@exchange/domain';

/** A client as the list shows it: amounts in rupees as the API sends them. */
export interface ClientRow {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly role: Role;
  readonly creditReference: number;
  readonly balance: number;
  /** Balance minus credit reference (DOMAIN.md). */
  readonly clientProfitLoss: number;
  readonly exposure: number;
  readonly available: number;
  readonly exposureLimit: number | undefined;
  readonly userLock: boolean;
  readonly betLock: boolean;
  /** A player's jurisdiction for the responsible-gaming rules (issue 21); operators have none. */
  readonly jurisdiction?: Jurisdiction | undefined;
  /** Per sport index (spec 1's order): min and max stake in rupees, in-play delay in seconds. */
  readonly betSettings: readonly {
    readonly minBet: number;
    readonly maxBet: number;
    readonly delay: number;
  }[];
}

/** What an operator does to a client from the list, each in its own dialog. */
export const clientActionKinds = [
  'deposit',
  'withdraw',
  'creditReference',
  'exposureLimit',
  'password',
  'locks',
  'unlock',
  'stakes',
] as const;
export type ClientActionKind = (typeof clientActionKinds)[number];

interface ClientActionRule {
  /** The button's label. */
  readonly label: string;
  /** The dialog's title. */
  readonly title: string;
  /** Spec 3 privileges, any of which opens the action (locks: user lock or bet lock). */
  readonly privileges: readonly PrivilegeId[];
  /** Chips move only to or from the operator's direct downline (the server refuses the rest). */
  readonly directChildOnly?: boolean;
  /** Spec 5: an exposure limit belongs to players. */
  readonly playersOnly?: boolean;
  /** What the action does, shown in its dialog when its title does not say enough. */
  readonly explanation?: string;
  /** The server asks no transaction password for it (unlock-account). */
  readonly withoutTransactionPassword?: boolean;
}

export const clientActionRules: Readonly<Record<ClientActionKind, ClientActionRule>> = {
  deposit: {
    label: 'Deposit',
    title: 'Deposit chips',
    privileges: [privilege.deposit],
    directChildOnly: true,
  },
  withdraw: {
    label: 'Withdraw',
    title: 'Withdraw chips',
    privileges: [privilege.withdraw],
    directChildOnly: true,
  },
  creditReference: {
    label: 'Credit Ref',
    title: 'Credit reference',
    privileges: [privilege.creditReference],
  },
  exposureLimit: {
    label: 'Exp. Limit',
    title: 'Exposure limit',
    privileges: [privilege.userInfo],
    playersOnly: true,
  },
  password: { label: 'Password', title: 'Change password', privileges: [privilege.userPasswordChange] },
  locks: {
    label: 'Lock',
    title: 'User lock and bet lock',
    privileges: [privilege.userLock, privilege.betLock],
  },
  // Not the user lock above: it ends the lock that wrong guesses put on sign-in (issue 14), the list does not
  // show it, so the action is offered to every client and the server says when nothing is locked.
  unlock: {
    label: 'Unlock sign-in',
    title: 'Unlock sign-in',
    privileges: [privilege.userLock],
    explanation: 'Ends the lock that repeated wrong passwords or codes put on this account.',
    withoutTransactionPassword: true,
  },
  stakes: { label: 'Stakes', title: 'Stake limits', privileges: [privilege.userInfo] },
};

/** The actions an operator with `privileges` may take on `client`, in the list's order. */
export function actionsFor(
  client: Pick<ClientRow, 'role'>,
  privileges: readonly number[],
  isDirectChild: boolean,
): ClientActionKind[] {
  return clientActionKinds.filter((kind) => {
    const rule = clientActionRules[kind];
    if (rule.directChildOnly === true && !isDirectChild) return false;
    if (rule.playersOnly === true && client.role !== 'user') return false;
    return rule.privileges.some((id) => privileges.includes(id));
  });
}

/** What a dialog hands the page to send, amounts in minor units. */
export type ClientActionRequest =
  | { readonly kind: 'unlock' }
  | ({ readonly transactionPassword: string } & (
      | { readonly kind: 'deposit' | 'withdraw'; readonly amount: Minor }
      | { readonly kind: 'creditReference'; readonly creditReference: Minor }
      | { readonly kind: 'exposureLimit'; readonly exposureLimit: Minor }
      | { readonly kind: 'password'; readonly password: string; readonly passwordConfirmation: string }
      | { readonly kind: 'locks'; readonly userLock?: boolean; readonly betLock?: boolean }
      | { readonly kind: 'stakes'; readonly betSettings: readonly BetSetting[] }
    ));
