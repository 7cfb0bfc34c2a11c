import {
  activeMarketsQuerySchema,
  activeMatchesQuerySchema,
  adminMarketListResponseSchema,
  adminMarketResponseSchema,
  adminMatchListResponseSchema,
  adminMatchResponseSchema,
  fromMinor,
  marketActiveRequestSchema,
  marketSuspensionRequestSchema,
  matchActiveRequestSchema,
  minor,
  saveMatchRequestSchema,
  saveSportSettingsRequestSchema,
  sportName,
  sportSettingsResponseSchema,
  toMinor,
  type AdminMarket,
  Refusal,
} from '@exchange/domain';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AppContext } from '../context.ts';
import { markets, matches, series, sportSettings } from '../db/exchangeSchema.ts';
import { callerOf, platformAccess } from '../http/access.ts';
import { ok, parse } from '../http/envelope.ts';
import type { RouteDefinition } from '../http/routes.ts';
import { listMatches, liveStatus, loadMarkets, loadVisibleMatch } from './catalog.ts';

import { adminMatchToWire, sportToWire, type MarketRow, type MatchRow } from './wire.ts';

/**
 * Spec 2 and 6 give admin and sadmin the sports screens; but the catalogue, the sport settings and the
 * markets' status are one for every white label, so managing them is the platform's (issue 14): the
 * Super Admin with Events. An Admin's own sports screen is its label's messages (news/routes.ts).
 */
export const catalogManagerAccess = platformAccess;

/** The closed matches an admin can page back through on the active-matches screen. */
const closedMatchesShown = 100;

/**
 * The Super Admin: activating matches from the feed (save-match), sport settings, and the active-matches,
 * active-markets and active-fancies screens (enable, disable, suspend, resume). Results, voids and
 * rollbacks are settlement's routes.
 */
export function sportsAdminRoutes(context: AppContext): RouteDefinition[] {
  const { db, board } = context;

  async function matchRow(matchId: number): Promise<MatchRow> {
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
  async function setMatchActive(row: MatchRow, active: boolean, withMarkets: boolean) {
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

  function marketToWire(row: MarketRow): AdminMarket {
    return {
      marketId: row.id,
      marketName: row.name,
      matchId: row.matchId,
      kind: row.kind,
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

  /** Applies an admin's switch to a market that is still open, in the database and on the board. */
  async function switchMarket(marketId: string, change: { active?: boolean; suspended?: boolean }) {
    const [row] = await db.select().from(markets).where(eq(markets.id, marketId)).limit(1);
    if (!row) throw new Refusal('market_not_found');
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
    board.setOperatorHold(marketId, { suspended: updated.status === 'SUSPENDED', disabled: !updated.active });
    return ok(marketToWire(updated), 'Market updated');
  }

  /** A POST route that flips one of an admin's switches on a market. */
  function marketSwitch<TSchema extends v.GenericSchema<unknown, { marketId: string }>>(
    path: string,
    schema: TSchema,
    change: (body: v.InferOutput<TSchema>) => { active?: boolean; suspended?: boolean },
  ): RouteDefinition {
    return {
      method: 'POST',
      path,
      response: adminMarketResponseSchema,
      access: catalogManagerAccess,
      handler: async (request) => {
        const body = parse(schema, request.body);
        return switchMarket(body.marketId, change(body));
      },
    };
  }

  const marketListHandler =
    (kinds: readonly MarketRow['kind'][]): RouteDefinition['handler'] =>
    async (request) => {
      const caller = callerOf(request);
      const { matchId } = parse(activeMarketsQuerySchema, request.query);
      await loadVisibleMatch(db, caller, matchId);
      const found = await loadMarkets(db, caller, matchId, kinds);
      return ok({ match: await adminMatch(matchId), markets: found.map(({ row }) => marketToWire(row)) });
    };

  return [
    {
      method: 'POST',
      path: 'save-match',
      response: adminMatchResponseSchema,
      access: catalogManagerAccess,
      handler: async (request) => {
        const { data, syncData } = parse(saveMatchRequestSchema, request.body);
        const row = await matchRow(data.matchId);
        if (row.sportId !== data.sportId) throw new Refusal('match_sport_mismatch');
        // syncData: the markets follow the match (the feed already delivers them all).
        const saved = await setMatchActive(row, data.active, syncData);
        return ok(saved, data.active ? 'Match activated' : 'Match deactivated');
      },
    },
    {
      method: 'POST',
      path: 'save-sport-settings',
      response: sportSettingsResponseSchema,
      access: catalogManagerAccess,
      handler: async (request) => {
        const body = parse(saveSportSettingsRequestSchema, request.body);
        const values = {
          active: body.active,
          minBet: toMinor(body.minBet),
          maxBet: toMinor(body.maxBet),
          delaySeconds: body.delay,
        };
        const [row] = await db
          .insert(sportSettings)
          .values({ sportId: body.sportId, name: sportName(body.sportId) ?? String(body.sportId), ...values })
          .onConflictDoUpdate({ target: sportSettings.sportId, set: values })
          .returning();
        if (!row) throw new Error('sport settings were not saved');
        return ok(sportToWire(row), 'Sport settings saved');
      },
    },
    {
      method: 'GET',
      path: 'get-active-matches',
      response: adminMatchListResponseSchema,
      access: catalogManagerAccess,
      handler: async (request) => {
        const query = parse(activeMatchesQuerySchema, request.query);
        const byStatus: Record<typeof query.status, SQL> = {
          open: ne(matches.status, 'closed'),
          'in-play': eq(matches.status, 'inPlay'),
          upcoming: eq(matches.status, 'upcoming'),
          closed: eq(matches.status, 'closed'),
        };
        const where = and(
          eq(matches.active, true),
          eq(matches.sportId, query.sportId),
          byStatus[query.status],
        );
        const rows =
          query.status === 'closed'
            ? await db
                .select({ match: matches, seriesName: series.name })
                .from(matches)
                .leftJoin(series, eq(series.id, matches.seriesId))
                .where(where)
                .orderBy(desc(matches.openDate))
                .limit(closedMatchesShown)
            : await listMatches(db, where);
        return ok(
          rows.map(({ match, seriesName }) =>
            adminMatchToWire(match, seriesName, board.score(match.id)?.summary),
          ),
        );
      },
    },
    {
      method: 'POST',
      path: 'update-match-active',
      response: adminMatchResponseSchema,
      access: catalogManagerAccess,
      handler: async (request) => {
        const body = parse(matchActiveRequestSchema, request.body);
        const saved = await setMatchActive(await matchRow(body.matchId), body.active, false);
        return ok(saved, body.active ? 'Match activated' : 'Match deactivated');
      },
    },
    {
      method: 'GET',
      path: 'get-active-markets',
      response: adminMarketListResponseSchema,
      access: catalogManagerAccess,
      handler: marketListHandler(['matchOdds', 'bookmaker']),
    },
    {
      method: 'GET',
      path: 'get-active-fancies',
      response: adminMarketListResponseSchema,
      access: catalogManagerAccess,
      handler: marketListHandler(['fancy']),
    },
    marketSwitch('update-market-active', marketActiveRequestSchema, (body) => ({ active: body.active })),
    marketSwitch('update-market-suspension', marketSuspensionRequestSchema, (body) => ({
      suspended: body.suspended,
    })),
  ];
}
