import { describe, expect, it } from 'vitest';
import { checkWireCases, timestamp as at, type WireCase } from '../testing/wire.ts';
import * as room from './matchRoom.ts';
import { socketEvents } from '../contract/sockets.ts';

const book = {
  marketId: '1.2',
  marketName: 'Match Odds',
  matchId: 1,
  runners: [
    {
      selectionId: 3,
      runnerName: 'India',
      ex: { availableToBack: [{ price: 1.9, size: 100 }], availableToLay: [{ price: 1.91, size: 80 }] },
    },
  ],
};
const session = {
  marketId: '5.4',
  marketName: '6 over runs IND',
  matchId: 1,
  gtype: 'session',
  back: [{ price: 51, size: 100 }],
  lay: [{ price: 50, size: 100 }],
};
const score = { matchId: 1, summary: 'IND 20/1 (2.3)', updatedAt: at };

/** The data socket's match room events. */
const cases: WireCase[] = [
  ['join or leave a match', room.matchRoomRequestSchema, [{ matchId: 1 }], [{ matchId: '1' }, {}]],
  ['acknowledgement', room.matchRoomAckSchema, [{ error: false, message: 'Joined' }], [{ error: 'no' }]],
  [
    'snapshot',
    room.matchSnapshotSchema,
    [
      { matchId: 1, status: 'inPlay', matchOdds: [book], bookmaker: [], fancy: [session], score },
      { matchId: 1, status: 'upcoming', matchOdds: [], bookmaker: [], fancy: [], score: null },
      {
        ...{ matchId: 1, status: 'closed', matchOdds: [book], bookmaker: [], fancy: [], score },
        result: { kind: 'winner', marketId: '1.2', runnerName: 'India' },
      },
    ],
    [{ matchId: 1, status: 'inPlay', matchOdds: [book], bookmaker: [], fancy: [] }],
  ],
  [
    'update',
    room.matchUpdateSchema,
    [
      { matchId: 1, matchOdds: [book] },
      { matchId: 1, status: 'closed', score },
      { matchId: 1, fancy: [session], removed: ['5.9'] },
      { matchId: 1, status: 'closed', result: { kind: 'void', marketId: '1.2' } },
    ],
    [
      { matchOdds: [book] },
      { matchId: 1, status: 'over' },
      { matchId: 1, removed: [''] },
      { matchId: 1, result: { kind: 'winner', marketId: '1.2' } },
    ],
  ],
];

describe('match room events', () => {
  checkWireCases(cases);

  it('lives on the /data namespace with its event names, the casino rooms beside the match rooms', () => {
    expect(room.dataSocketNamespace).toBe('/data');
    expect(Object.values(socketEvents.data)).toEqual([
      'joinMatch',
      'leaveMatch',
      'matchSnapshot',
      'matchUpdate',
      'joinCasino',
      'leaveCasino',
      'casinoRound',
    ]);
  });
});
