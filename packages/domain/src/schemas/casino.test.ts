import { describe } from 'vitest';
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

/** Spec section 7: every casino call with bodies it must accept and bodies it must refuse. */
const cases: WireCase[] = [
  [
    'casino games',
    casino.casinoGamesResponseSchema,
    [ok([casinoGame, { ...casinoGame, match_id: -1, game_images: ['/a.png'], live_category: 'teenpatti' }])],
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
      ok({
        mid: '251122093015.1',
        gameType: 'teen20',
        secondsLeft: 12,
        cards: ['KHH', '10SS'],
        runners: [{ selectionId: 1, runnerName: 'Player A', odds: 1.98, status: 'ACTIVE' }],
      }),
    ],
    [
      ok({ mid: '', gameType: 'teen20', secondsLeft: 12, cards: [], runners: [] }),
      ok({ mid: '1.1', gameType: 'x', secondsLeft: -1, cards: [], runners: [] }),
    ],
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
    [
      ok({
        items: [{ mid: '251122093015.1', data: { winnerName: 'Player A' }, gameType: 'teen20' }],
        ...page,
      }),
    ],
    [ok({ items: [{ mid: '1.1', gameType: 'x' }], ...page })],
  ],
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
});
