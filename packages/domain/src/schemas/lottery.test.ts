import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addLotteryItemFieldsSchema,
  buyLotteryTicketsRequestSchema,
  editLotteryItemFieldsSchema,
} from './lottery.ts';

describe('the lottery item fields', () => {
  it('reads multipart text: a price as "250.50", the day as YYYY-MM-DD, the title trimmed', () => {
    expect(
      v.parse(addLotteryItemFieldsSchema, { title: ' Diwali Bumper ', date: '2026-12-20', price: '250.50' }),
    ).toEqual({
      title: 'Diwali Bumper',
      date: '2026-12-20',
      price: 250.5,
    });
    expect(v.parse(addLotteryItemFieldsSchema, { title: 'T', date: '2026-12-20', price: 100 }).price).toBe(
      100,
    );
  });

  it('refuses an empty title, a price of 0, more than two decimals or words, and a day in another form', () => {
    const base = { title: 'T', date: '2026-12-20', price: '10' };
    for (const bad of [
      { title: '  ' },
      { price: '0' },
      { price: '1.234' },
      { price: 'ten' },
      { date: '20/12/2026' },
    ]) {
      expect(v.safeParse(addLotteryItemFieldsSchema, { ...base, ...bad }).success).toBe(false);
    }
  });

  it('edits only what is given', () => {
    expect(v.parse(editLotteryItemFieldsSchema, { id: 'x', price: '5' })).toEqual({ id: 'x', price: 5 });
    expect(v.safeParse(editLotteryItemFieldsSchema, { title: 'T' }).success).toBe(false);
  });
});

describe("a draw's terms (issue 39)", () => {
  const base = { title: 'T', price: '10' };

  it('reads the close time, the tickets and the prizes from multipart text or JSON; a close time stands for the day', () => {
    expect(
      v.parse(addLotteryItemFieldsSchema, {
        ...base,
        closeAt: '2026-12-20T14:30:00.000Z',
        tickets: '250',
        prizes: '5000, 1000,500.50',
      }),
    ).toEqual({
      title: 'T',
      price: 10,
      closeAt: '2026-12-20T14:30:00.000Z',
      tickets: 250,
      prizes: [5000, 1000, 500.5],
    });
    expect(
      v.parse(addLotteryItemFieldsSchema, { ...base, date: '2026-12-20', tickets: 3, prizes: [100] }),
    ).toMatchObject({ tickets: 3, prizes: [100] });
    // The app's multipart body sends an array as its JSON.
    expect(
      v.parse(addLotteryItemFieldsSchema, { ...base, date: '2026-12-20', prizes: '[5000,2000.5]' }).prizes,
    ).toEqual([5000, 2000.5]);
  });

  it('refuses a draw with neither day nor close time, no prize, too many, a bad amount or ticket count', () => {
    for (const bad of [
      {},
      { date: '2026-12-20', prizes: '' },
      { date: '2026-12-20', prizes: '1,2,3,4,5,6,7,8,9,10,11' },
      { date: '2026-12-20', prizes: '100,ten' },
      { date: '2026-12-20', tickets: '0' },
      { date: '2026-12-20', tickets: '10001' },
      { date: '2026-12-20', tickets: '2.5' },
      { closeAt: 'tomorrow' },
    ]) {
      expect(v.safeParse(addLotteryItemFieldsSchema, { ...base, ...bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
  });

  it('buys either a count of tickets or the numbers picked, each once, at most 20, with a key', () => {
    const buy = { id: 'd', idempotencyKey: 'k' };
    expect(v.safeParse(buyLotteryTicketsRequestSchema, { ...buy, count: 20 }).success).toBe(true);
    expect(v.safeParse(buyLotteryTicketsRequestSchema, { ...buy, numbers: [3, 9] }).success).toBe(true);
    for (const bad of [
      { ...buy },
      { ...buy, count: 2, numbers: [1] },
      { ...buy, count: 21 },
      { ...buy, count: 1.5 },
      { ...buy, numbers: [4, 4] },
      { ...buy, numbers: [0] },
      { id: 'd', count: 1 },
    ]) {
      expect(v.safeParse(buyLotteryTicketsRequestSchema, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
