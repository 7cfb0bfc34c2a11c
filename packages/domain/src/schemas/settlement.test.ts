import { describe } from 'vitest';
import { checkWireCases, ok, type WireCase } from '../testing/wire.ts';
import * as settlement from './settlement.ts';

const cases: WireCase[] = [
  [
    'declare result',
    settlement.declareResultRequestSchema,
    [
      { marketId: '1.23', result: 310_000_011 },
      { marketId: 'F.3', result: 0 },
    ],
    [{ marketId: '1.23' }, { marketId: '', result: 1 }, { marketId: '1.23', result: Number.NaN }],
  ],
  [
    'void market, roll back a result',
    settlement.settlementMarketRequestSchema,
    [{ marketId: '1.23' }],
    [{ marketId: '  ' }, {}],
  ],
  [
    'settlement answer',
    settlement.settlementResponseSchema,
    [ok({ status: 'settled', players: 2, closedBets: 3, cancelledBets: 1 })],
    [
      ok({ status: 'done', players: 2, closedBets: 3, cancelledBets: 1 }),
      ok({ status: 'void', players: -1 }),
    ],
  ],
  [
    'rollback answer',
    settlement.rollbackResponseSchema,
    [ok({ undone: 'void', players: 1, reopenedBets: 4 })],
    [ok({ undone: 'market', players: 1, reopenedBets: 4 })],
  ],
];

describe('settlement calls', () => checkWireCases(cases));
