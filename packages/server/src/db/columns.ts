import type { Minor } from '@exchange/domain';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every table shares. */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** An optional instant (settled at, revoked at...). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * Money in integer minor units (paisa), typed as the domain's `Minor`, so a rupee amount or a float cannot
 * be written or read as money without the domain's conversion; JavaScript numbers are exact up to 2^53.
 */
export const money = (name: string) => bigint(name, { mode: 'number' }).$type<Minor>();
