import { Card, Table } from '@exchange/design-system';
import { isSuspended, ballRunningStatus, type FancyMarket } from '@exchange/domain';
import type { MatchLiveState, MatchStore } from '../../sockets/matchStore.ts';
import { useMatchSlice } from '../../sockets/liveMatches.ts';

const pickFancy = (state: MatchLiveState) => state.fancy;

/** "135 (100)": a session's run line and its rate. */
function lineText(level: FancyMarket['back'][number] | undefined): string {
  return level ? `${level.price} (${level.size})` : '–';
}

function statusText(market: FancyMarket): string | null {
  if (market.status === ballRunningStatus) return 'Ball running';
  if (isSuspended(market.status)) return 'Suspended';
  return null;
}

/**
 * The match's session (fancy) markets, live from its room: the No and Yes run lines with their rates, and
 * a session that cannot be bet says why (ball running, suspended). Only open sessions are listed.
 */
export function SessionMarkets({ store }: { store: MatchStore }) {
  const fancy = useMatchSlice(store, pickFancy);
  if (fancy.length === 0) return null;
  return (
    <Card title="Sessions" titleAs="h2" padding="none">
      <Table.Root caption="Session markets: No and Yes run lines with their rates" hideCaption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Session</Table.HeaderCell>
            <Table.HeaderCell numeric>No</Table.HeaderCell>
            <Table.HeaderCell numeric>Yes</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {fancy.map((market) => {
            const blocked = statusText(market);
            return (
              <Table.Row key={market.marketId} data-state={blocked ? 'blocked' : 'open'}>
                <Table.HeaderCell scope="row">{market.marketName}</Table.HeaderCell>
                {blocked ? (
                  <Table.Cell numeric colSpan={2}>
                    {blocked}
                  </Table.Cell>
                ) : (
                  <>
                    <Table.Cell numeric>{lineText(market.lay[0])}</Table.Cell>
                    <Table.Cell numeric>{lineText(market.back[0])}</Table.Cell>
                  </>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}
