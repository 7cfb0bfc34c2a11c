import {
  bookmakerOddsType,
  defaultFancyType,
  fromMinor,
  minor,
  type AdminMatch,
  type FancyMarket,
  type Match,
  type MarketBook,
  type MarketStatus,
  type SportSettings,
} from '@exchange/domain';
import type { markets, matches, sportSettings } from '../db/exchangeSchema.ts';
import type { LiveMarket, LivePriceLevel } from '../exchange/board.ts';

/** The spec's wire shapes of the catalog and the board's live state, mapped in one place. */

export type MatchRow = typeof matches.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;

export function sportToWire(row: typeof sportSettings.$inferSelect): SportSettings {
  return {
    sportId: row.sportId as SportSettings['sportId'],
    name: row.name,
    active: row.active,
    minBet: fromMinor(minor(row.minBet)),
    maxBet: fromMinor(minor(row.maxBet)),
    delay: row.delaySeconds,
  };
}

export function matchToWire(row: MatchRow, seriesName?: string | null): Match {
  return {
    matchId: row.id,
    matchName: row.name,
    sportId: row.sportId as Match['sportId'],
    ...(row.seriesId !== null && { seriesId: row.seriesId }),
    ...(seriesName && { seriesName }),
    openDate: row.openDate.toISOString(),
    inPlay: row.status === 'inPlay',
    active: row.active,
  };
}

export function adminMatchToWire(row: MatchRow, seriesName: string | null, score?: string): AdminMatch {
  return {
    ...matchToWire(row, seriesName),
    active: row.active,
    status: row.status,
    ...(score !== undefined && { score }),
  };
}

/** What a market shows when the board has no live state for it (not priced yet, or long finished). */
export function statusWithoutLiveState(row: MarketRow): MarketStatus {
  return row.settledAt || row.voidedAt || row.status === 'CLOSED' ? 'CLOSED' : 'SUSPENDED';
}

/** Sizes on the wire are money in major units with at most two decimals. */
function levels(list: readonly LivePriceLevel[]) {
  return list.map((level) => ({ price: level.price, size: Math.round(level.size * 100) / 100 }));
}

/**
 * Spec 3 market book: runners with `ex.availableToBack` / `ex.availableToLay`, and the trading the feed
 * reports (`lastPriceTraded`, `ex.tradedVolume`; schemas/sports.ts). `runnerNames` gives the
 * runners (in order) when the board has none yet.
 */
export function marketBookToWire(
  row: Pick<MarketRow, 'id' | 'name' | 'matchId' | 'kind'>,
  live: LiveMarket | undefined,
  status: MarketStatus,
  runnerRows: readonly { selectionId: number; name: string }[],
): MarketBook {
  const liveRunners = new Map(live?.runners.map((runner) => [runner.selectionId, runner]));
  return {
    marketId: row.id,
    marketName: row.name,
    matchId: row.matchId,
    ...(row.kind === 'bookmaker' && { oddsType: bookmakerOddsType }),
    status,
    runners: runnerRows.map((runner) => {
      const priced = liveRunners.get(runner.selectionId);
      return {
        selectionId: runner.selectionId,
        runnerName: runner.name,
        ...(priced?.status && { status: priced.status }),
        ...(priced?.lastPriceTraded !== undefined && { lastPriceTraded: priced.lastPriceTraded }),
        ex: {
          availableToBack: levels(priced?.back ?? []),
          availableToLay: levels(priced?.lay ?? []),
          ...(priced?.traded && { tradedVolume: levels(priced.traded) }),
        },
      };
    }),
  };
}

/** A session on the wire: `lay` holds No (line and rate), `back` holds Yes. */
export function fancyToWire(
  row: Pick<MarketRow, 'id' | 'name' | 'matchId' | 'gtype' | 'minBet' | 'maxBet'>,
  live: LiveMarket | undefined,
  status: MarketStatus,
): FancyMarket {
  const line = live?.fancy;
  const selectionId = live?.runners[0]?.selectionId;
  return {
    marketId: row.id,
    ...(selectionId !== undefined && { selectionId }),
    marketName: row.name,
    matchId: row.matchId,
    gtype: row.gtype ?? defaultFancyType,
    status,
    back: line ? [{ price: line.yesLine, size: line.yesRate }] : [],
    lay: line ? [{ price: line.noLine, size: line.noRate }] : [],
    ...(row.minBet !== null && { minBet: fromMinor(minor(row.minBet)) }),
    ...(row.maxBet !== null && { maxBet: fromMinor(minor(row.maxBet)) }),
  };
}

/** A market book straight from the board (the match room sockets, which do not read the database). */
export function liveMarketBook(live: LiveMarket): MarketBook {
  return marketBookToWire(
    { id: live.marketId, name: live.name, matchId: live.matchId, kind: live.kind },
    live,
    live.status,
    live.runners,
  );
}

export function liveFancy(live: LiveMarket): FancyMarket {
  return fancyToWire(
    {
      id: live.marketId,
      name: live.name,
      matchId: live.matchId,
      gtype: live.gtype ?? null,
      minBet: null,
      maxBet: null,
    },
    live,
    live.status,
  );
}
