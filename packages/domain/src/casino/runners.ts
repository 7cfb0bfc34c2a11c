import type { CasinoMarketQuote, CasinoMarketShape, CasinoRunnerQuote } from './definition.ts';

/** Small builders that keep game definitions to their rules and prices. */

/** A back-only runner at a fixed price. */
export function backRunner(selectionId: number, name: string, back: number): CasinoRunnerQuote {
  return { selectionId, name, back, lay: null, status: 'ACTIVE' };
}

/** A runner with a back and a lay price. */
export function backLayRunner(
  selectionId: number,
  name: string,
  back: number,
  lay: number,
): CasinoRunnerQuote {
  return { selectionId, name, back, lay, status: 'ACTIVE' };
}

export interface MarketOptions {
  readonly betOn?: 'CASINO' | 'CASINOFANCY';
  readonly halfLossTogether?: boolean;
  /** Markets of in-play games close once their cards are out. */
  readonly suspended?: boolean;
}

export function market(
  suffix: string,
  name: string,
  shape: CasinoMarketShape,
  runners: readonly CasinoRunnerQuote[],
  options: MarketOptions = {},
): CasinoMarketQuote {
  return {
    suffix,
    name,
    betOn: options.betOn ?? 'CASINO',
    shape,
    ...(options.halfLossTogether ? { halfLossTogether: true } : {}),
    status: options.suspended ? 'SUSPENDED' : 'OPEN',
    runners: options.suspended
      ? runners.map((runner) => ({ ...runner, status: 'SUSPENDED' as const }))
      : runners,
  };
}

/** The table's slots after `shown` steps: the first `shown` codes, "1" for the rest. */
export function slots(codes: readonly string[], shown: number): string[] {
  return codes.map((code, index) => (index < shown ? code : '1'));
}

/** A back-only runner a bet picks (`pickRunner`): open while betting is, suspended once a step is shown. */
export function pickedRunner(
  selectionId: number,
  name: string,
  back: number,
  shown: number,
): CasinoRunnerQuote {
  return { selectionId, name, back, lay: null, status: shown > 0 ? 'SUSPENDED' : 'ACTIVE' };
}
