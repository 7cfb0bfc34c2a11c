import { describe, expect, it } from 'vitest';
import { columns, rowDecoder, RowShapeError } from './rowDecoder.ts';

describe('rowDecoder', () => {
  const decode = rowDecoder({
    id: columns.text,
    stake: columns.minor,
    limit: columns.nullable(columns.minor),
    kind: columns.oneOf(['matchOdds', 'fancy'] as const),
    book: columns.minorArray,
    open: columns.boolean,
  });

  it('reads each column as declared: bigint strings as money, nulls where allowed', () => {
    expect(
      decode({ id: 'a', stake: '1500', limit: null, kind: 'fancy', book: ['-20', 30], open: true, extra: 1 }),
    ).toEqual({ id: 'a', stake: 1_500, limit: null, kind: 'fancy', book: [-20, 30], open: true });
  });

  it('throws, naming the column, on a value of another shape', () => {
    const row = { id: 'a', stake: '15.5', limit: null, kind: 'fancy', book: [], open: true };
    expect(() => decode(row)).toThrow(new RowShapeError('stake', 'a whole number', '15.5'));
    expect(() => decode({ ...row, stake: 1, kind: 'casino' })).toThrow(/^Column kind: expected one of/);
    expect(() => decode({ ...row, stake: 1, open: 't' })).toThrow(/^Column open: expected a boolean/);
    expect(() => decode({ ...row, stake: 1, limit: undefined, id: null })).toThrow(
      /^Column id: expected text/,
    );
  });
});
