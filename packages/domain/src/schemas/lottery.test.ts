import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addLotteryItemFieldsSchema, editLotteryItemFieldsSchema } from './lottery.ts';

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
