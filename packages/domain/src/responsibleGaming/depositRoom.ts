import * as v from 'valibot';
import { formatMoney } from '../format/money.ts';
import { fromMinor, minor, toMinor, type Minor } from '../money/minorUnits.ts';
import { depositLimitWindows, type DepositLimitWindow } from './periods.ts';

/**
 * What a deposit refused by a limit still leaves (issue 39): the refusal says how much may be deposited
 * now and when more becomes free, rather than only that the limit is passed. Money in major units, as on
 * the wire; `freesAt` is when the oldest deposit the rolling window counts leaves it, giving back
 * `freesAmount` (null when the window counts none: the deposit alone is over the limit).
 */
export const depositRoomSchema = v.object({
  window: v.picklist(depositLimitWindows),
  limit: v.number(),
  remaining: v.number(),
  freesAt: v.nullable(v.string()),
  freesAmount: v.nullable(v.number()),
});
export type DepositRoom = v.InferOutput<typeof depositRoomSchema>;

const windowWords: Record<DepositLimitWindow, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

const rupees = (amount: number) => `Rs ${formatMoney(toMinor(amount))}`;

/**
 * The refusal in words, to the player ('your') or to an operator depositing to it ("the player's"), the
 * time as the caller writes it (the server in UTC, the app in the player's own zone).
 */
export function depositRoomMessage(
  room: DepositRoom,
  whose: 'your' | "the player's",
  formatTime: (iso: string) => string,
): string {
  const over = `This deposit would go over ${whose} ${windowWords[room.window]} deposit limit of ${rupees(room.limit)}.`;
  const now =
    room.remaining > 0
      ? ` Up to ${rupees(room.remaining)} more can be deposited now`
      : ' Nothing more can be deposited now';
  const later =
    room.freesAt !== null && room.freesAmount !== null
      ? `; ${rupees(room.freesAmount)} more from ${formatTime(room.freesAt)}.`
      : '.';
  return `${over}${now}${later}`;
}

/** The room in minor units, as the server counts it, for the wire. */
export function depositRoomOf(room: {
  window: DepositLimitWindow;
  limit: Minor;
  used: Minor;
  oldest: { amount: Minor; leavesAt: Date } | null;
}): DepositRoom {
  return {
    window: room.window,
    limit: fromMinor(room.limit),
    remaining: fromMinor(minor(Math.max(0, room.limit - room.used))),
    freesAt: room.oldest ? room.oldest.leavesAt.toISOString() : null,
    freesAmount: room.oldest ? fromMinor(room.oldest.amount) : null,
  };
}
