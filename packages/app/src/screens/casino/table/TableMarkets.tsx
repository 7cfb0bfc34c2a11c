import {
  CasinoHandsMarket,
  CasinoMarket,
  type CasinoHandsCell,
  type PriceSelection,
  type StakeLimits,
} from '@exchange/betting-widgets';
import { Stack } from '@exchange/design-system';
import { casinoHandsGrid, type CasinoRound } from '@exchange/domain';
import type { ReactNode } from 'react';

type RoundMarket = CasinoRound['markets'][number];
type RoundRunner = RoundMarket['runners'][number];

export interface TableMarketsProps {
  round: CasinoRound;
  /** Stacked in one column (a phone): a game of hands shows them side by side. */
  oneColumn: boolean;
  limits: StakeLimits | undefined;
  onSelectPrice: (selection: PriceSelection) => void;
  /** A phone's slip, shown under the runner whose price was tapped. */
  slipUnder?: { readonly selection: PriceSelection; readonly content: ReactNode } | undefined;
}

const oddsTypeOf = (market: RoundMarket) =>
  market.runners.some((runner) => runner.lay !== null) ? ('backLay' as const) : ('fixed' as const);

const runnerOf = (runner: RoundRunner) => ({
  selectionId: runner.selectionId,
  runnerName: runner.runnerName,
  odds: runner.back ?? undefined,
  layOdds: runner.lay ?? undefined,
  status: runner.status,
});

/**
 * The round's markets, each with its runners a row; on a phone, a game of two or three hands (teen patti,
 * dragon tiger) shows its bets as panels do, the hands side by side in one market (`casinoHandsGrid`), and
 * only its other bets (a tie, a pair) as markets of their own.
 */
export function TableMarkets({ round, oneColumn, limits, onSelectPrice, slipUnder }: TableMarketsProps) {
  const open = round.status === 'open';
  const suspended = (market: RoundMarket) => !open || market.status === 'SUSPENDED';
  const under = slipUnder?.selection;
  const grid = oneColumn ? casinoHandsGrid(round.gameType, round.markets) : undefined;

  const market = (entry: RoundMarket) => (
    <CasinoMarket
      key={entry.marketId}
      titleAs="h2"
      title={entry.marketName}
      matchId={round.matchId}
      marketId={entry.marketId}
      betOn={entry.betOn}
      showRound={false}
      oddsType={oddsTypeOf(entry)}
      runners={entry.runners.map(runnerOf)}
      suspended={suspended(entry)}
      limits={limits}
      onSelectPrice={onSelectPrice}
      afterRunner={
        slipUnder && under?.marketId === entry.marketId
          ? { selectionId: under.selectionId, content: slipUnder.content }
          : undefined
      }
    />
  );
  if (!grid) return <Stack space="medium">{round.markets.map(market)}</Stack>;

  const cellOf = (entry: RoundMarket, runner: RoundRunner): CasinoHandsCell => ({
    marketId: entry.marketId,
    marketName: entry.marketName,
    betOn: entry.betOn,
    oddsType: oddsTypeOf(entry),
    suspended: suspended(entry),
    runner: runnerOf(runner),
  });
  const hands = (
    <CasinoHandsMarket
      key="hands"
      titleAs="h2"
      title={grid.hands.join(' / ')}
      matchId={round.matchId}
      hands={grid.hands}
      rows={grid.rows.map((row) => ({
        label: row.label,
        cells: row.cells.map((cell) => cell && cellOf(cell.market, cell.runner)),
      }))}
      limits={limits}
      onSelectPrice={onSelectPrice}
      afterRunner={
        slipUnder && under
          ? { marketId: under.marketId, selectionId: under.selectionId, content: slipUnder.content }
          : undefined
      }
    />
  );
  return (
    <Stack space="medium">
      {grid.rest.slice(0, grid.restBefore).map(market)}
      {hands}
      {grid.rest.slice(grid.restBefore).map(market)}
    </Stack>
  );
}
