import { describe, expect, it } from 'vitest';
import { minor } from '../money/minorUnits.ts';
import { depositRoomMessage, depositRoomOf } from './depositRoom.ts';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

describe('the room a deposit limit leaves', () => {
  it('says what may be deposited now and what frees when the oldest counted deposit leaves the window', () => {
    const room = depositRoomOf({
      window: 'day',
      limit: minor(60_000),
      used: minor(50_000),
      oldest: { amount: minor(50_000), leavesAt: new Date('2026-12-05T10:30:00.000Z') },
    });
    expect(room).toEqual({
      window: 'day',
      limit: 600,
      remaining: 100,
      freesAt: '2026-12-05T10:30:00.000Z',
      freesAmount: 500,
    });
    expect(depositRoomMessage(room, 'your', utc)).toBe(
      'This deposit would go over your daily deposit limit of Rs 600.00. Up to Rs 100.00 more can be ' +
        'deposited now; Rs 500.00 more from 2026-12-05 10:30 UTC.',
    );
  });

  it('says when nothing is left, and to an operator whose limit it is', () => {
    const full = depositRoomOf({
      window: 'week',
      limit: minor(10_000),
      used: minor(12_000),
      oldest: { amount: minor(4_000), leavesAt: new Date('2026-12-09T08:00:00.000Z') },
    });
    expect(full.remaining).toBe(0);
    expect(depositRoomMessage(full, "the player's", utc)).toBe(
      "This deposit would go over the player's weekly deposit limit of Rs 100.00. Nothing more can be " +
        'deposited now; Rs 40.00 more from 2026-12-09 08:00 UTC.',
    );
  });

  it('names no time when the window counts no deposit: the amount alone is over the limit', () => {
    const room = depositRoomOf({ window: 'month', limit: minor(5_000), used: minor(0), oldest: null });
    expect(depositRoomMessage(room, 'your', utc)).toBe(
      'This deposit would go over your monthly deposit limit of Rs 50.00. Up to Rs 50.00 more can be ' +
        'deposited now.',
    );
  });
});
