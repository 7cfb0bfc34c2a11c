import { shortForm, type Bet, type MarketBook, type Side } from '@exchange/domain';
import type { ReactNode } from 'react';
import type { MarketShape } from './marketFeedStore.ts';

/** One price level of a runner: the price and the money available at it (major units). */
export type PriceLevel = MarketBook['runners'][number]['ex']['availableToBack'][number];
export type Runner = MarketBook['runners'][number];

/** Exchange screens show three levels a side: the best price and the two behind it. */
export const levelDepths = [0, 1, 2] as const;
export type LevelDepth = (typeof levelDepths)[number];

/** The levels of one side of a runner: back is `availableToBack`, lay `availableToLay`, best first. */
export function sideLevels(runner: Runner, side: Side): readonly PriceLevel[] {
  return side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
}

/**
 * What a price click hands the host: the domain's `Bet` but the stake, plus the money available at the
 * price when the market says. `odds` is what the market quotes: decimal odds, 100-based on bookmaker
 * markets, the run line on a session fancy (whose rate is `volume`).
 */
export type PriceSelection = Omit<Bet, 'stake'> & { readonly size?: number | undefined };

/** What a click on a price of a runner market (a grid's or a ladder's) hands the host. */
export function runnerSelection(
  market: Pick<MarketShape, 'matchId' | 'marketId' | 'marketName' | 'oddsType'>,
  runner: { readonly selectionId: number; readonly runnerName: string },
  side: Side,
  odds: number,
  size?: number,
): PriceSelection {
  return {
    matchId: market.matchId,
    marketId: market.marketId,
    marketName: market.marketName,
    selectionId: runner.selectionId,
    runnerName: runner.runnerName,
    side,
    odds,
    betOn: 'MATCH_ODDS',
    oddsType: market.oddsType,
    gtype: undefined,
    volume: undefined,
    fancyStatus: undefined,
    size,
  };
}

/**
 * What the host shows right under one runner's row: on a phone, the bet slip opened from that runner's
 * price, where the player tapped, rather than below every market.
 */
export interface AfterRunner {
  readonly selectionId: number;
  readonly content: ReactNode;
}

const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const sizeTexts = new Map<number, string>();
const sizeTextLimit = 2000;

/**
 * Money available at a price: in full with Indian grouping below a lakh (2500 -> '2,500'), in short form
 * above (250000 -> '2.5L') so it fits a price cell. Cells and their accessible names say the same.
 */
export function formatSize(size: number): string {
  let text = sizeTexts.get(size);
  if (text === undefined) {
    text = size < 1e5 ? sizeFormat.format(size) : shortForm(size);
    // A live board prints the same sizes over and over (each cell twice: its text and its name), and
    // number formatting is the dearest part of drawing a cell; bounded, as sizes wander all session.
    if (sizeTexts.size >= sizeTextLimit) sizeTexts.clear();
    sizeTexts.set(size, text);
  }
  return text;
}

/** 1.5 -> '1.5', 2 -> '2', 1.98 -> '1.98': odds as exchanges print them. */
export function formatOdds(odds: number): string {
  return String(Math.round(odds * 100) / 100);
}
