import { describe } from 'vitest';
import { checkWireCases, ok, timestamp, type WireCase } from '../testing/wire.ts';
import * as news from './news.ts';

const item = {
  username: 'Superadmin',
  role: 'admin',
  text: 'Cricket markets open at 9:00',
  updatedAt: timestamp,
};

/** The news ticker's calls: what a user reads and what an admin saves. */
const cases: WireCase[] = [
  [
    'news list',
    news.newsResponseSchema,
    [ok([]), ok([item, { ...item, username: 'Whitelabel', role: 'sadmin' }])],
    [
      ok([{ ...item, text: '' }]),
      ok([{ ...item, text: 'x'.repeat(news.newsMaxLength + 1) }]),
      ok([{ ...item, role: 'owner' }]),
      ok([{ ...item, updatedAt: 'yesterday' }]),
    ],
  ],
  [
    'save news',
    news.saveNewsRequestSchema,
    [{ text: 'Welcome' }, { text: '' }, { text: `  ${'x'.repeat(news.newsMaxLength)}  ` }],
    [{ text: 'x'.repeat(news.newsMaxLength + 1) }, { text: 'one\ntwo' }, {}, { text: 3 }],
  ],
];

describe('news calls', () => checkWireCases(cases));
