import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useServices, type Services } from '../../../services.ts';
import type { ControlledMarket, MarketAction } from '../../screens/sports/marketActions.ts';
import { MarketControlScreen } from '../../screens/sports/MarketControlScreen.tsx';
import {
  adminMarkets,
  declareResult,
  fancyLines,
  marketBooks,
  rollbackResult,
  setMarketActive,
  setMarketSuspended,
  voidMarket,
} from '../../sportsApi.ts';
import { Component as NotFound } from '../notFound.tsx';
import { matchOfParam, useAction, useSportsData } from './useSportsData.ts';

/** The admin's view of a match's markets with their runners (to pick a winner) or a session's lines. */
async function controlledMarkets(api: Services['api'], matchId: number, kind: 'markets' | 'fancies') {
  if (kind === 'markets') {
    const [admin, books] = await Promise.all([adminMarkets(api, matchId, kind), marketBooks(api, matchId)]);
    const runnersOf = new Map(books.map((book) => [book.marketId, book.runners]));
    return {
      match: admin.match,
      markets: admin.markets.map((market) => ({ ...market, runners: runnersOf.get(market.marketId) ?? [] })),
    };
  }
  const [admin, lines] = await Promise.all([adminMarkets(api, matchId, kind), fancyLines(api, matchId)]);
  const lineOf = new Map(lines.map((fancy) => [fancy.marketId, fancy]));
  return {
    match: admin.match,
    markets: admin.markets.map((market): ControlledMarket => {
      // Spec 3: a session's `lay` holds No and `back` holds Yes (line as price, rate as size).
      const no = lineOf.get(market.marketId)?.lay[0];
      const yes = lineOf.get(market.marketId)?.back[0];
      return {
        ...market,
        runners: [],
        ...(no &&
          yes && {
            line: { no: { line: no.price, rate: no.size }, yes: { line: yes.price, rate: yes.size } },
          }),
      };
    }),
  };
}

/** The call behind each action; every one answers the server's message. */
function send(api: Services['api'], action: MarketAction, marketId: string): Promise<string> {
  switch (action.kind) {
    case 'suspend':
    case 'resume':
      return setMarketSuspended(api, marketId, action.kind === 'suspend');
    case 'disable':
    case 'enable':
      return setMarketActive(api, marketId, action.kind === 'enable');
    case 'declare':
      return declareResult(api, marketId, action.result);
    case 'void':
      return voidMarket(api, marketId);
    case 'rollback':
      return rollbackResult(api, marketId);
  }
}

/**
 * `/admin/active-markets/{matchId}` and `/admin/active-fancies/{matchId}`: get-active-markets (with
 * get-market-list's runners) or get-active-fancies (with get-fancy-list's lines); the switches, and
 * settlement's declare-result, void-market and rollback-result.
 */
export function MarketControls({ kind }: { kind: 'markets' | 'fancies' }) {
  const { api } = useServices();
  const matchId = matchOfParam(useParams().matchId);
  const load = useCallback(
    async () =>
      matchId === undefined ? { match: null, markets: [] } : controlledMarkets(api, matchId, kind),
    [api, matchId, kind],
  );
  const loaded = useSportsData(`${kind}:${matchId}`, load);
  const act = useAction(loaded.reload);
  if (matchId === undefined) return <NotFound />;
  return (
    <MarketControlScreen
      kind={kind}
      match={loaded.value?.match ?? null}
      markets={loaded.value?.markets ?? []}
      status={loaded.status}
      error={loaded.error}
      onAction={(action, market) => act(() => send(api, action, market.marketId))}
    />
  );
}
