import { everyRole, type AccessCases } from '../accessCases.ts';

/** The catalogue, sport settings and market status are platform-wide: the Super Admin only (issue 14). */
const catalogManagers = ['admin'] as const;
const match = {
  matchId: 1,
  matchName: 'Arsenal v Chelsea',
  sportId: 1,
  openDate: '2025-03-01T15:00:00.000Z',
  inPlay: false,
};

/**
 * The access matrix entries of the sports routes (src/sports): everyone signed in reads the catalog
 * (players only its active part); the Super Admin manages it. Unknown matches and markets answer 404,
 * which still counts as let through.
 */
export const sportsAccessCases: AccessCases = {
  'GET /api/get-sport-list': { allowed: everyRole },
  'GET /api/get-match-list': { allowed: everyRole, request: { query: { sportId: '4' } } },
  'GET /api/get-match-by-id': { allowed: everyRole, request: { query: { matchId: '1' } } },
  'GET /api/get-market-list': { allowed: everyRole, request: { query: { matchId: '1' } } },
  'GET /api/get-fancy-list': { allowed: everyRole, request: { query: { matchId: '1' } } },
  'GET /api/get-series-with-market': { allowed: everyRole, request: { query: { EventTypeID: '4' } } },
  'GET /api/get-series-with-market-with-date': {
    allowed: everyRole,
    request: { query: { EventTypeID: '4' } },
  },
  'POST /api/save-match': { allowed: catalogManagers, request: { body: { data: match } } },
  'POST /api/save-sport-settings': {
    allowed: catalogManagers,
    request: { body: { sportId: 4339, minBet: 100, maxBet: 50_000, delay: 1, active: true } },
  },
  'GET /api/get-active-matches': { allowed: catalogManagers, request: { query: { sportId: '4' } } },
  'POST /api/update-match-active': {
    allowed: catalogManagers,
    request: { body: { matchId: 1, active: true } },
  },
  'GET /api/get-active-markets': { allowed: catalogManagers, request: { query: { matchId: '1' } } },
  'GET /api/get-active-fancies': { allowed: catalogManagers, request: { query: { matchId: '1' } } },
  'POST /api/update-market-active': {
    allowed: catalogManagers,
    request: { body: { marketId: '1.2', active: true } },
  },
  'POST /api/update-market-suspension': {
    allowed: catalogManagers,
    request: { body: { marketId: '1.2', suspended: true } },
  },
  'GET /data/get-series': { allowed: catalogManagers, request: { query: { EventTypeID: '4' } } },
  'GET /data/get-matches': {
    allowed: catalogManagers,
    request: { query: { EventTypeID: '4', CompetitionID: '1' } },
  },
  'GET /data/score': { allowed: everyRole, request: { query: { MatchID: '1' } } },
  'GET /data/fancy-data': { allowed: everyRole, request: { query: { MatchID: '1' } } },
  'GET /data/match-snapshot': { allowed: everyRole, request: { query: { MatchID: '1' } } },
};
