import {
  casinoRunnerOf,
  minor,
  parseCasinoMarketId,
  Refusal,
  refusalMessages,
  sportIdsByName,
  toMinor,
  type CasinoMarketQuote,
  type CasinoRunnerQuote,
} from '@exchange/domain';
import { sql, type SQL } from 'drizzle-orm';
import { checkBetLocks, checkStake } from '../bets/checks.ts';
import { heldBets, openBetsOf } from '../bets/exposure.ts';
import { earlierBetOf, storeBet, type Placement, type PlacementInput } from '../bets/placement.ts';
import { lockOwnAccount, readPlacingUser } from '../bets/placementReads.ts';
import { samePrice } from '../bets/pricing.ts';
import { arrayParam } from '../db/arrays.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { casinoPositionOf } from './position.ts';
import { bettingOpen, definitionOf, readRound, roundDeal, type CasinoRoundRow } from './rounds.ts';

/**
 * Casino bets through POST placebet (issue 17): the sports placement's checks and statements (session,
 * locks, stake limits, balance, exposure limit, idempotency; bets/placement.ts) around the round's own:
 * the game enabled, betting open (CASINO.md 5's 3-second close), the runner quoted now, the price the one
 * quoted. The house is the counterparty, so a bet is matched at once at the quoted price.
 *
 * Locks, in order: the round's row FOR SHARE (the round loop's next step and the settlement wait for the
 * bet, so it is placed on the round as the player saw it, and settled with it), the market's row when the
 * first bet creates it, then the user's account row, as every money operation takes it.
 */

type Quoted = { market: CasinoMarketQuote; runner: CasinoRunnerQuote };

interface GameRead {
  enabled: boolean;
  has_sport: boolean;
  sport_min_bet: unknown;
  sport_max_bet: unknown;
  delay_seconds: unknown;
}

/**
 * The game's switch and sport 5000's stake limits; with a quoted runner, the market's row and its runners
 * first, created by the market's first bet (a round nobody bets on writes no market rows; a picked runner
 * gets its row with the first bet on it). The runners rows let the books of reports read casino markets
 * as they read any other.
 */
function marketAndGameStatement(round: CasinoRoundRow, marketId: string, quoted: Quoted | undefined): SQL {
  const game = sql`select t.enabled, s.sport_id is not null as has_sport, s.min_bet as sport_min_bet,
      s.max_bet as sport_max_bet, s.delay_seconds
    from casino_tables t left join sport_settings s on s.sport_id = ${sportIdsByName.casino}
    where t.code = ${round.gameCode}`;
  if (!quoted) return game;
  const { market, runner } = quoted;
  const listed = market.runners.some((candidate) => candidate.selectionId === runner.selectionId);
  const runnerRows = listed ? market.runners : [...market.runners, runner];
  return sql`with new_market as (
      insert into markets (id, match_id, kind, name) values (${marketId}, ${round.matchId}, 'casino', ${market.name})
      on conflict (id) do nothing
      returning id
    ), new_runners as (
      insert into runners (market_id, selection_id, name, sort_order)
      select ${marketId}, r.selection_id, r.name, r.n - 1
      from unnest(
        ${arrayParam(
          runnerRows.map((row) => row.selectionId),
          'bigint',
        )},
        ${arrayParam(
          runnerRows.map((row) => row.name),
          'text',
        )}
      ) with ordinality as r(selection_id, name, n)
      where exists (select 1 from new_market) or r.selection_id = ${runner.selectionId}::bigint
      on conflict do nothing
    )
    ${game}`;
}

const sportOf = (game: GameRead | undefined) =>
  game?.has_sport
    ? {
        minBet: minor(Number(game.sport_min_bet)),
        maxBet: minor(Number(game.sport_max_bet)),
        delaySeconds: Number(game.delay_seconds),
      }
    : null;

/**
 * The bet's runner as quoted now and its price on the bet's side: refused if the runner is not quoted,
 * not open, has no price on that side or another one, or if the bet names the market's kind wrongly.
 */
function quotedBet(quoted: Quoted | undefined, wire: PlacementInput['wire']): Quoted & { odds: number } {
  if (!quoted) throw new Refusal('selection_not_in_market');
  const { market, runner } = quoted;
  if (wire.betOn !== market.betOn) throw new Refusal('bet_does_not_fit_market');
  if (market.status !== 'OPEN') throw new Refusal('market_suspended');
  if (runner.status !== 'ACTIVE') throw new Refusal('selection_suspended');
  const price = wire.isBack ? runner.back : runner.lay;
  if (price === null) throw new Refusal('side_not_offered');
  if (!samePrice(price, wire.odds)) throw new Refusal('odds_changed');
  return { market, runner, odds: price };
}

/** Places a casino bet inside the caller's transaction (bets/engine.ts); a refusal throws, writing nothing. */
export async function placeCasinoBet(tx: Database, input: PlacementInput): Promise<Placement> {
  const { userId, wire } = input;
  const key = parseCasinoMarketId(wire.marketId);
  const round = key && (await readRound(tx, key.roundId, 'forShare'));
  if (!key || !round) throw new Refusal('market_not_found', refusalMessages.marketUnavailable);
  const definition = definitionOf(round.gameCode);
  const quoted = casinoRunnerOf(definition, roundDeal(round), round.shown, key.suffix, wire.selectionId);
  const [game] = await rowsOf<GameRead>(tx, marketAndGameStatement(round, wire.marketId, quoted));
  const locked = await lockOwnAccount(tx, userId);
  const user = await readPlacingUser(tx, {
    userId,
    marketId: wire.marketId,
    matchId: round.matchId,
    idempotencyKey: input.idempotencyKey ?? null,
  });

  if (user?.earlierBetId) {
    const earlier = await earlierBetOf(tx, user.earlierBetId, wire);
    if (!quoted) throw new Error('The earlier bet names no runner of its round');
    const position = casinoPositionOf(quoted.market, await openBetsOf(tx, userId, earlier.marketId));
    return {
      row: earlier,
      position,
      accountExposure: locked.exposure,
      balance: locked.balance,
      replayed: true,
    };
  }

  if (!user) throw new Refusal('session_ended');
  checkBetLocks(user);
  if (!game?.enabled) throw new Refusal('casino_game_disabled');
  if (wire.matchId !== round.matchId) throw new Refusal('bet_does_not_fit_market');
  if (!bettingOpen(round, input.now)) throw new Refusal('casino_betting_closed');
  const stake = toMinor(wire.stack);
  checkStake(
    user,
    { market: { minBet: null, maxBet: null }, match: { sportId: sportIdsByName.casino } },
    sportOf(game),
    stake,
  );
  const { market, runner, odds } = quotedBet(quoted, wire);

  const values = {
    userId,
    matchId: round.matchId,
    marketId: wire.marketId,
    selectionId: wire.selectionId,
    runnerName: runner.name,
    marketName: market.name,
    betOn: market.betOn,
    oddsType: null,
    gtype: null,
    side: wire.isBack ? ('back' as const) : ('lay' as const),
    requestedOdds: wire.odds,
    odds,
    volume: null,
    stake,
    persistence: input.persistence,
    ip: input.ip,
    dueAt: null,
    matchedAt: input.now,
    idempotencyKey: input.idempotencyKey ?? null,
    status: 'matched' as const,
  };
  // The open bets were read under the account lock: nothing else changed them since.
  const position = casinoPositionOf(market, [...heldBets(user.holding), values]);
  // A casino market keeps no tally: its position follows its game's market shape (casino/position.ts).
  return storeBet(tx, { values, position, locked, user, stored: null });
}
