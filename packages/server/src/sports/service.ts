import {
  fromMinor,
  minor,
  Refusal,
  sportName,
  toMinor,
  type activeMatchesQuerySchema,
  type AdminMarket,
  type MarketKind,
  type saveSportSettingsRequestSchema,
} from '@exchange/domain';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { markets, matches, series, sportSettings } from '../db/exchangeSchema.ts';
import type { Caller } from '../caller.ts';
import { listMatches, liveStatus, loadMarkets, loadVisibleMatch } from './catalog.ts';
import { adminMatchToWire, sportToWire, type MarketRow, type MatchRow } from './wire.ts';

/** The closed matches an admin can page back through on the active-matches screen. */
const closedMatchesShown = 100;

/** An admin's switches on a market: shown (active) and suspended. */
export interface MarketSwitch {
  active?: boolean;
  suspended?: boolean;
}

/**
 * The catalogue's management rules (the Super Admin's): activating matches from the feed, sport settings,
 * and the switches on matches and markets, in the database and on the live board at once.
 */
export function sportsAdminService(context: AppContext) {
  const { db, board } = context;

  /** The match as the feed delivered it. */
  async function feedMatch(matchId: number): Promise<MatchRow> {
    const [row] = await db.select().from(matches).where(eq(matches.id, matchId)).limit(1);
    if (!row) throw new Refusal('match_not_in_feed');
    return row;
  }

  async function adminMatch(matchId: number) {
    const [row] = await db
      .select({ match: matches, seriesName: series.name })
      .from(matches)
      .leftJoin(series, eq(series.id, matches.seriesId))
      .where(eq(matches.id, matchId));
    if (!row) throw new Refusal('match_not_found');
    return adminMatchToWire(row.match, row.seriesName, board.score(matchId)?.summary);
  }

  /** Sets a match's active flag (and, with `withMarkets`, every one of its markets'); returns the match. */
  async function setActive(row: MatchRow, active: boolean, withMarkets: boolean) {
    if (active && row.status === 'closed') throw new Refusal('closed_match_activation');
    await db.transaction(async (tx) => {
      await tx.update(matches).set({ active }).where(eq(matches.id, row.id));
      if (withMarkets) await tx.update(markets).set({ active }).where(eq(markets.matchId, row.id));
    });
    if (withMarkets) {
      for (const market of await db.select().from(markets).where(eq(markets.matchId, row.id))) {
        board.setOperatorHold(market.id, {
          suspended: market.status === 'SUSPENDED',
          disabled: !market.active,
        });
      }
    }
    return adminMatch(row.id);
  }

  /** The admin's market screens are the feed's: a casino market belongs to its round, not to them. */
  function feedKindOf(row: MarketRow): MarketKind {
    if (row.kind === 'casino') throw new Refusal('market_not_found');
    return row.kind;
  }

  function marketToWire(row: MarketRow): AdminMarket {
    return {
      marketId: row.id,
      marketName: row.name,
      matchId: row.matchId,
      kind: feedKindOf(row),
      ...(row.gtype !== null && { gtype: row.gtype }),
      status: liveStatus(context, row),
      suspended: row.status === 'SUSPENDED',
      active: row.active,
      ...(row.minBet !== null && { minBet: fromMinor(minor(row.minBet)) }),
      ...(row.maxBet !== null && { maxBet: fromMinor(minor(row.maxBet)) }),
      ...(row.result !== null && { result: row.result }),
      settled: row.settledAt !== null,
      voided: row.voidedAt !== null,
    };
  }

  return {
    /** save-match: the feed's match of that sport shown or hidden; with `syncData` its markets follow. */
    async saveMatch(matchId: number, sportId: number, active: boolean, syncData: boolean) {
      const row = await feedMatch(matchId);
      if (row.sportId !== sportId) throw new Refusal('match_sport_mismatch');
      // syncData: the markets follow the match (the feed already delivers them all).
      return setActive(row, active, syncData);
    },

    async setMatchActive(matchId: number, active: boolean) {
      return setActive(await feedMatch(matchId), active, false);
    },

    async saveSportSettings(settings: v.InferOutput<typeof saveSportSettingsRequestSchema>) {
      const values = {
        active: settings.active,
        minBet: toMinor(settings.minBet),
        maxBet: toMinor(settings.maxBet),
        delaySeconds: settings.delay,
      };
      const [row] = await db
        .insert(sportSettings)
        .values({
          sportId: settings.sportId,
          name: sportName(settings.sportId) ?? String(settings.sportId),
          ...values,
        })
        .onConflictDoUpdate({ target: sportSettings.sportId, set: values })
        .returning();
      if (!row) throw new Error('sport settings were not saved');
      return sportToWire(row);
    },

    async activeMatches({ sportId, status }: v.InferOutput<typeof activeMatchesQuerySchema>) {
      const byStatus: Record<typeof status, SQL> = {
        open: ne(matches.status, 'closed'),
        'in-play': eq(matches.status, 'inPlay'),
        upcoming: eq(matches.status, 'upcoming'),
        closed: eq(matches.status, 'closed'),
      };
      const where = and(eq(matches.active, true), eq(matches.sportId, sportId), byStatus[status]);
      const rows =
        status === 'closed'
          ? await db
              .select({ match: matches, seriesName: series.name })
              .from(matches)
              .leftJoin(series, eq(series.id, matches.seriesId))
              .where(where)
              .orderBy(desc(matches.openDate))
              .limit(closedMatchesShown)
          : await listMatches(db, where);
      return rows.map(({ match, seriesName }) =>
        adminMatchToWire(match, seriesName, board.score(match.id)?.summary),
      );
    },

    /** A match with its markets of these kinds, switches and results included. */
    async marketsOf(caller: Caller, matchId: number, kinds: readonly MarketRow['kind'][]) {
      await loadVisibleMatch(db, caller, matchId);
      const found = await loadMarkets(db, caller, matchId, kinds);
      return { match: await adminMatch(matchId), markets: found.map(({ row }) => marketToWire(row)) };
    },

    /** Applies an admin's switch to a market that is still open, in the database and on the board. */
    async switchMarket(marketId: string, change: MarketSwitch) {
      const [row] = await db.select().from(markets).where(eq(markets.id, marketId)).limit(1);
      if (!row) throw new Refusal('market_not_found');
      feedKindOf(row);
      if (row.settledAt || row.voidedAt || row.status === 'CLOSED') {
        throw new Refusal('market_finished');
      }
      const [updated] = await db
        .update(markets)
        .set({
          ...(change.active !== undefined && { active: change.active }),
          ...(change.suspended !== undefined && {
            status: change.suspended ? ('SUSPENDED' as const) : ('OPEN' as const),
          }),
        })
        .where(eq(markets.id, marketId))
        .returning();
      if (!updated) throw new Refusal('market_not_found');
      board.setOperatorHold(marketId, {
        suspended: updated.status === 'SUSPENDED',
        disabled: !updated.active,
      });
      return marketToWire(updated);
    },
  };
}
