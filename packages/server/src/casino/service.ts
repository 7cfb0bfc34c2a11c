import {
  casinoArtOnWire,
  casinoCategories,
  casinoGameDefinition,
  casinoGameDefinitions,
  casinoMarketId,
  closedCasinoMatchId,
  dealOfRound,
  defaultPageSize,
  parseCasinoMarketId,
  Refusal,
  type CasinoGame,
  type CasinoGameDefinition,
  type CasinoResult,
  type CasinoRound,
  type CasinoSeedChain,
  type RegisteredCasinoGame,
} from '@exchange/domain';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import {
  casinoTableByCode,
  casinoTableByMatchId,
  readCasinoTables,
  readPublicRound,
  readResultsPage,
  readRevealedRound,
  readRevealedRoundById,
  readSeedChain,
  readSeedChains,
  setCasinoTableEnabled,
  type CasinoTableRow,
  type PublicRoundFacts,
  type PublicSeedChain,
  type RevealedRound,
} from './queries.ts';
import { cardsHtml, resultHtml } from './resultHtml.ts';
import {
  currentMarkets,
  definitionOf,
  readLiveRound,
  readRound,
  roundDeal,
  secondsLeft,
  type CasinoRoundRow,
} from './rounds.ts';

/**
 * What the casino calls answer, from the tables, the rounds and the game definitions: the lobby, a game's
 * current round as the public may see it, the results with their proofs, the HTML views, and the Super
 * Admin's switch.
 */

interface Game {
  definition: RegisteredCasinoGame;
  table: CasinoTableRow;
}

const categoryName = (id: number) => casinoCategories.find((category) => category.id === id)?.name;

/** Spec 3's casino game. A closed game's tile carries match id -1 (spec 2: such a game goes to /not-found). */
function gameToWire({ definition, table }: Game): CasinoGame {
  return {
    slug: definition.code,
    match_id: table.enabled ? table.matchId : closedCasinoMatchId,
    isDisable: !table.enabled,
    // No artwork yet: the lobby tile shows the game's initials for an empty image.
    image: '',
    category: definition.category,
    identifier: definition.code,
    game_name: definition.name,
    game_images: [],
    live_category: categoryName(definition.category) ?? '',
    // The tile's drawing rides on the answer, so the pages that draw tiles (the home page's casino strip
    // above all) need not load every game's engine to find it (ADR 0033).
    art: casinoArtOnWire(definition.presentation.art),
  };
}

/** The defined games that have a table, in the registry's (lobby) order. */
export async function casinoGames(db: Database): Promise<CasinoGame[]> {
  const tables = new Map((await readCasinoTables(db)).map((table) => [table.code, table]));
  return casinoGameDefinitions.flatMap((definition) => {
    const table = tables.get(definition.code);
    return table ? [gameToWire({ definition, table })] : [];
  });
}

function gameOf(table: CasinoTableRow | undefined): Game {
  const definition = table && casinoGameDefinition(table.code);
  if (!table || !definition) throw new Refusal('casino_game_not_found');
  return { definition, table };
}

const gameByMatchId = async (db: Database, matchId: number) =>
  gameOf(await casinoTableByMatchId(db, matchId));
const gameByCode = async (db: Database, code: string) => gameOf(await casinoTableByCode(db, code));

/**
 * A round as the public may see it now (the `casinoRound` push and the current-round calls): the cards
 * shown so far, prices that read nothing else, betting open only while more than 3 s are left, the
 * commitment; the seed and the result only once revealed. `facts` is the newer read of the row, so the
 * position and the reveal come from one moment; `round` gives the deal (its seeds never change).
 */
export function snapshotOf(round: CasinoRoundRow, facts: PublicRoundFacts, now: Date): CasinoRound {
  const definition = definitionOf(round.gameCode);
  const position = { ...round, state: facts.state, shown: facts.shown, closesAt: facts.closesAt };
  return {
    mid: round.id,
    matchId: round.matchId,
    gameType: round.gameCode,
    gameName: definition.name,
    status: facts.state,
    secondsLeft: secondsLeft(position, now),
    cards: definition.table(roundDeal(round), facts.shown),
    markets: currentMarkets(position, now).map((market) => ({
      marketId: casinoMarketId(round.id, market.suffix),
      marketName: market.name,
      betOn: market.betOn,
      status: market.status,
      runners: market.runners.map((runner) => ({
        selectionId: runner.selectionId,
        runnerName: runner.name,
        back: runner.back,
        lay: runner.lay,
        status: runner.status,
      })),
    })),
    commitment: round.commitment,
    publicSeed: round.publicSeed,
    algorithm: round.algorithm,
    serverSeed: facts.revealedAt ? facts.serverSeed : null,
    result: facts.result && { winnerName: facts.result.winnerName, rows: [...facts.result.rows] },
  };
}

/** A round's public snapshot, read now; undefined for an unknown round. */
export async function roundSnapshot(
  context: Pick<AppContext, 'db' | 'now'>,
  roundId: string,
): Promise<CasinoRound | undefined> {
  const round = await readRound(context.db, roundId);
  const facts = round && (await readPublicRound(context.db, roundId));
  return round && facts ? snapshotOf(round, facts, context.now()) : undefined;
}

/** GET get-casino-data-by-id/{id} and api/get-casino-market/{id}: the open game's live round. */
export async function currentRound(context: AppContext, matchId: number): Promise<CasinoRound> {
  const { table } = await gameByMatchId(context.db, matchId);
  if (!table.enabled) throw new Refusal('casino_game_disabled');
  const round = await readLiveRound(context.db, table.code);
  const facts = round && (await readPublicRound(context.db, round.id));
  if (!round || !facts) throw new Refusal('casino_round_not_found');
  return snapshotOf(round, facts, context.now());
}

/** A round id, or one of its market ids (`<round>.<suffix>`). */
const roundIdOf = (mid: string) => parseCasinoMarketId(mid)?.roundId ?? mid;

/** GET html-cards/{code}/{round}: the round's table as far as it has been shown (the whole of it once over). */
export async function roundCardsHtml(
  context: AppContext,
  code: string,
  mid: string,
  mobile: boolean,
): Promise<string> {
  const { definition } = await gameByCode(context.db, code);
  const roundId = roundIdOf(mid);
  const round = await readRound(context.db, roundId);
  const facts = round?.gameCode === code ? await readPublicRound(context.db, roundId) : undefined;
  if (!round || !facts) throw new Refusal('casino_round_not_found');
  return cardsHtml(definition.table(roundDeal(round), facts.shown), { mobile });
}

/** The whole table the round's seeds deal: a voided round stored no result, but its seed is public. */
function wholeTable(definition: CasinoGameDefinition, round: RevealedRound): readonly string[] {
  if (round.result) return round.result.table;
  const deal = dealOfRound(definition, {
    serverSeed: round.serverSeed,
    publicSeed: round.publicSeed,
    roundId: round.id,
  });
  return definition.table(deal, definition.steps(deal));
}

const voidWinner = 'Void';

function resultToWire(definition: CasinoGameDefinition, round: RevealedRound): CasinoResult {
  return {
    mid: round.id,
    data: { winnerName: round.winnerName ?? voidWinner },
    gameType: round.gameCode,
    voided: round.state === 'void',
    resultAt: round.revealedAt.toISOString(),
    table: [...wholeTable(definition, round)],
    commitment: round.commitment,
    publicSeed: round.publicSeed,
    algorithm: round.algorithm,
    serverSeed: round.serverSeed,
    ...(round.chain && { chain: round.chain }),
  };
}

/** GET done-results/{matchid}: a game's revealed rounds, newest first, with everything a player verifies with. */
export async function doneResults(
  context: AppContext,
  matchId: number,
  query: { filter_date?: string | undefined; roundId?: string | undefined; page: number },
) {
  const { definition } = await gameByMatchId(context.db, matchId);
  const { rounds, total } = await readResultsPage(
    context.db,
    definition.code,
    { day: query.filter_date, roundId: query.roundId },
    { number: query.page, size: defaultPageSize },
  );
  return {
    items: rounds.map((round) => resultToWire(definition, round)),
    page: query.page,
    totalPages: Math.ceil(total / defaultPageSize),
    totalDocs: total,
  };
}

/** The result detail (spec 7, "result by market id (slug, mid)"): a round's result and proof as HTML. */
export async function resultDetailHtml(context: AppContext, slug: string, mid: string): Promise<string> {
  const { definition } = await gameByCode(context.db, slug);
  const round = await readRevealedRound(context.db, slug, roundIdOf(mid));
  if (!round) throw new Refusal('casino_round_not_found');
  return resultHtml({
    mid: round.id,
    gameName: definition.name,
    winnerName: round.winnerName ?? voidWinner,
    voided: round.state === 'void',
    cards: wholeTable(definition, round),
    rows: round.result?.rows ?? [],
    commitment: round.commitment,
    serverSeed: round.serverSeed,
    publicSeed: round.publicSeed,
    algorithm: round.algorithm,
  });
}

function chainToWire(chain: PublicSeedChain): CasinoSeedChain {
  return {
    chainId: chain.id,
    number: chain.number,
    gameType: chain.tableCode,
    links: chain.links,
    linksUsed: chain.nextLink,
    terminalHash: chain.terminalHash,
    terminalHashPublishedAt: chain.publishedAt.toISOString(),
    salt: chain.salt,
    saltFixedAt: chain.saltFixedAt?.toISOString() ?? null,
  };
}

/** The dealing chain and the one published to follow it, with a few used up before them. */
const listedChains = 5;

/** GET casino-seed-chains/{code} (public): a table's newest seed chains, newest first. */
export async function seedChains(context: Pick<AppContext, 'db'>, code: string) {
  const { definition } = await gameByCode(context.db, code);
  const chains = await readSeedChains(context.db, definition.code, listedChains);
  return { gameType: definition.code, gameName: definition.name, chains: chains.map(chainToWire) };
}

/**
 * GET casino-round-proof/{mid} (public): a finished round's result and proof, as done-results lists it,
 * with its seed chain. A round still running is not found: nothing of it is public yet but its table.
 */
export async function roundProof(context: Pick<AppContext, 'db'>, mid: string) {
  const round = await readRevealedRoundById(context.db, roundIdOf(mid));
  const definition = round && casinoGameDefinition(round.gameCode);
  if (!round || !definition) throw new Refusal('casino_round_not_found');
  const chain = round.chain && (await readSeedChain(context.db, round.chain.chainId));
  return { result: resultToWire(definition, round), chain: chain ? chainToWire(chain) : null };
}

/** GET disable-casino-games?matchId: -1 is the closed tile's id, so closed. */
export async function isGameDisabled(context: AppContext, matchId: number): Promise<boolean> {
  if (matchId === closedCasinoMatchId) return true;
  return !(await gameByMatchId(context.db, matchId)).table.enabled;
}

/**
 * The Super Admin opens or closes a game, on every label. A closed game opens no new round, and the round
 * loop voids its running one (refunding its bets) on its next tick.
 */
export async function setGameDisabled(
  context: AppContext,
  slug: string,
  isDisable: boolean,
): Promise<CasinoGame> {
  const { definition } = await gameByCode(context.db, slug);
  await setCasinoTableEnabled(context.db, definition.code, !isDisable);
  return gameToWire(await gameByCode(context.db, slug));
}
