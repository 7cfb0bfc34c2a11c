import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkWireCases, ok, onePage as page, type WireCase } from '../testing/wire.ts';
import * as casino from './casino.ts';

const casinoGame = {
  slug: 'teen20',
  match_id: 56767,
  isDisable: false,
  image: '/img/teen20.png',
  category: 20,
  identifier: 'teen20',
  game_name: '20-20 Teenpatti',
};

const seed = 'a'.repeat(64);
const commitment = 'b'.repeat(64);
const fairness = { commitment, publicSeed: '9f86d081884c7d65', algorithm: 'pf-shuffle-v1' };
const round = {
  mid: '5001251122093015',
  matchId: 5001,
  gameType: 'lucky7',
  gameName: 'Lucky 7 - A',
  status: 'open',
  secondsLeft: 12,
  cards: ['1'],
  markets: [
    {
      marketId: '5001251122093015.lowHigh',
      marketName: 'Low / High Card',
      betOn: 'CASINO',
      status: 'OPEN',
      runners: [{ selectionId: 1, runnerName: 'Low Card', back: 2, lay: null, status: 'ACTIVE' }],
    },
  ],
  ...fairness,
  serverSeed: null,
  result: null,
};
const outcome = { winnerName: 'High Card', rows: [{ label: 'Card', value: 'KDD' }] };
const result = {
  mid: '5001251122093015',
  data: { winnerName: 'High Card' },
  gameType: 'lucky7',
  voided: false,
  resultAt: '2025-11-22T09:30:45.000Z',
  table: ['KDD'],
  ...fairness,
  serverSeed: seed,
};

/** Spec section 7: every casino call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'casino games',
    casino.casinoGamesResponseSchema,
    [
      ok([
        casinoGame,
        { ...casinoGame, match_id: -1, game_images: ['/a.png'], live_category: 'teenpatti' },
        { ...casinoGame, art: { cards: ['AS', '10D', 'KH'] } },
        { ...casinoGame, art: { glyph: 'wheel' } },
      ]),
    ],
    [ok([{ ...casinoGame, slug: '' }])],
  ],
  [
    'casino int games query',
    casino.casinoIntGamesQuerySchema,
    [{}, { provider: 'evo', type: 'live' }],
    [{ provider: 1 }],
  ],
  [
    'casino int games',
    casino.casinoIntGamesResponseSchema,
    [
      ok({
        result: [
          { gameCode: 'evo-1', gameName: 'Roulette', image: '/r.png', provider: 'evo', category: 'roulette' },
        ],
        providers: [{ key: 'evo', name: 'Evolution' }],
        category: [{ id: 'roulette', name: 'Roulette' }],
      }),
    ],
    [ok({ result: [], providers: [] })],
  ],
  [
    'casino play url',
    casino.casinoPlayUrlRequestSchema,
    [{ gameCode: 'evo-1', lobby_url: 'https://royal.example.com', ipAddress: '1.2.3.4', isMobile: false }],
    [{ gameCode: '', lobby_url: '', ipAddress: '', isMobile: false }],
  ],
  [
    'casino play url response',
    casino.casinoPlayUrlResponseSchema,
    [ok({ url: 'https://games.example.com/play?t=1' })],
    [ok({ url: 'not a url' })],
  ],
  [
    'casino round',
    casino.casinoRoundResponseSchema,
    [
      ok(round),
      ok({ ...round, status: 'result', secondsLeft: 0, serverSeed: seed, result: outcome }),
      ok({ ...round, status: 'void', markets: [], serverSeed: seed }),
    ],
    [
      ok({ ...round, mid: '' }),
      ok({ ...round, secondsLeft: -1 }),
      ok({ ...round, status: 'closed' }),
      ok({ ...round, commitment: 'not a hash' }),
      ok({ ...round, serverSeed: seed.toUpperCase() }),
      ok({ ...round, markets: [{ ...round.markets[0], betOn: 'MATCH_ODDS' }] }),
    ],
  ],
  ['casino match params', casino.casinoMatchParamsSchema, [{ id: '5001' }], [{ id: 'lucky7' }, {}]],
  [
    'casino room request',
    casino.casinoRoomRequestSchema,
    [{ gameCode: 'lucky7' }],
    [{ gameCode: '' }, { gameCode: 5001 }, {}],
  ],
  [
    'casino types',
    casino.casinoTypesResponseSchema,
    [ok([{ slug: 'teen20', title: '20-20 Teenpatti' }])],
    [ok([{ slug: 'teen20' }])],
  ],
  [
    'done results query',
    casino.doneResultsQuerySchema,
    [{}, { filter_date: '2026-11-22', roundId: '251122', page: '2' }],
    [{ page: '0' }, { filter_date: '22-11-2026' }],
  ],
  [
    'done results',
    casino.doneResultsResponseSchema,
    [ok({ items: [result, { ...result, voided: true, data: { winnerName: 'Void' } }], ...page })],
    [
      ok({ items: [{ mid: '1.1', gameType: 'x' }], ...page }),
      ok({ items: [{ ...result, serverSeed: null }], ...page }),
    ],
  ],
  ['done results params', casino.doneResultsParamsSchema, [{ matchid: '5001' }], [{ matchid: 'lucky7' }]],
  [
    'html cards params',
    casino.htmlCardsParamsSchema,
    [{ a: 'lucky7', b: '5001251122093015' }],
    [{ a: '', b: '1' }, { a: 'lucky7' }],
  ],
  [
    'casino game status',
    casino.casinoGameStatusRequestSchema,
    [{ slug: 'lucky7', isDisable: true }],
    [
      { slug: 'lucky7', isDisable: 'yes' },
      { slug: '', isDisable: false },
    ],
  ],
  ['casino game', casino.casinoGameResponseSchema, [ok(casinoGame)], [ok({ ...casinoGame, isDisable: 0 })]],
  [
    'result by market',
    casino.resultByMarketRequestSchema,
    [{ slug: 'teen20', mid: '1.1' }],
    [{ slug: 'teen20', mid: '' }],
  ],
  ['html cards query', casino.htmlCardsQuerySchema, [{}, { ismobile: 'true' }], [{ ismobile: 'yes' }]],
  ['html response', casino.htmlResponseSchema, [ok({ html: '<div></div>' })], [ok({})]],
  [
    'disable casino query',
    casino.disableCasinoGameQuerySchema,
    [{ matchId: '56767' }, { matchId: '-1' }],
    [{ matchId: 'x' }],
  ],
  [
    'disable casino response',
    casino.disableCasinoGameResponseSchema,
    [ok({ isDisable: true })],
    [ok({ isDisable: 1 })],
  ],
  [
    'casino result list',
    casino.casinoResultListRequestSchema,
    [{ startDate: '2026-11-22', matchid: 56767 }],
    [{ startDate: '2026-11-22', matchid: 'teen20' }],
  ],
];

describe('casino wire schemas (spec section 7)', () => {
  checkWireCases(cases);

  it('reads a tile drawing it does not know as none: the felt alone, the rest of the lobby as sent', () => {
    const unknown = [{ glyph: 'dice' }, { cards: ['ZZ'] }, { cards: [7] }, 'KS'];
    for (const art of unknown) {
      const parsed = v.parse(casino.casinoGameSchema, { ...casinoGame, art });
      expect(parsed, JSON.stringify(art)).toEqual({ ...casinoGame, game_images: [], art: undefined });
    }
  });

  it("sends a game's own art as the wire reads it back, its card list a copy", () => {
    const cards = Object.freeze(['AS', 'KH', '10D'] as const);
    const sent = casino.casinoArtOnWire({ cards });
    expect(v.parse(casino.casinoGameSchema, { ...casinoGame, art: sent }).art).toEqual({
      cards: ['AS', 'KH', '10D'],
    });
    expect('cards' in sent && sent.cards).not.toBe(cards);
    expect(casino.casinoArtOnWire({ glyph: 'wheel' })).toEqual({ glyph: 'wheel' });
  });
});
