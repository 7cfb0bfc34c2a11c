import { Amount, Badge, Columns, Inline, Stack, Table } from '@exchange/design-system';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from './matchBook.css.ts';

/** A runner (or a session's band of runs) with the book at the operator's share and, when live, its prices. */
export interface BookRunner {
  readonly selectionId: number;
  readonly runnerName: string;
  /** What the operator wins (+) or loses (−) at its share if this runner wins. */
  readonly amount: number;
  /** The best back and lay prices now; absent for sessions and while no price is on offer. */
  readonly back?: number | undefined;
  readonly lay?: number | undefined;
}

export interface BookMarket {
  readonly marketId: string;
  readonly marketName: string;
  /** A session shows its bands of runs; other markets their runners with the live prices. */
  readonly session: boolean;
  readonly suspended?: boolean | undefined;
  readonly runners: readonly BookRunner[];
}

const price = (value: number | undefined) => (value === undefined ? '–' : String(value));

/** One market's book: per runner, what the operator's share wins or loses, beside the live prices. */
function MarketBookTable({ market, owner }: { market: BookMarket; owner: string }) {
  return (
    <Stack as="section" space="small" className={styles.market} aria-labelledby={`market-${market.marketId}`}>
      <Inline alignY="center" space="small" wrap={false}>
        <h3 id={`market-${market.marketId}`} className={screen.subheading}>
          {market.marketName}
        </h3>
        {market.suspended && (
          <Badge tone="warning" size="small">
            Suspended
          </Badge>
        )}
      </Inline>
      <Table.Root caption={`${market.marketName}: ${owner}`} hideCaption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{market.session ? 'Runs' : 'Runner'}</Table.HeaderCell>
            {!market.session && (
              <>
                <Table.HeaderCell numeric>Back</Table.HeaderCell>
                <Table.HeaderCell numeric>Lay</Table.HeaderCell>
              </>
            )}
            <Table.HeaderCell numeric>Book</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText="No bets on this market">
          {market.runners.map((runner) => (
            <Table.Row key={runner.selectionId}>
              <Table.Cell>{runner.runnerName}</Table.Cell>
              {!market.session && (
                <>
                  <Table.Cell numeric data-side="back" className={styles.price}>
                    {price(runner.back)}
                  </Table.Cell>
                  <Table.Cell numeric data-side="lay" className={styles.price}>
                    {price(runner.lay)}
                  </Table.Cell>
                </>
              )}
              <Table.Cell numeric>
                <Amount value={runner.amount} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** The match's markets, each with its book; `owner` names whose bets the books combine. */
export function MarketBooks({ markets, owner }: { markets: readonly BookMarket[]; owner: string }) {
  return (
    <Columns minColumnWidth={340} space="large" alignY="start">
      {markets.map((market) => (
        <MarketBookTable key={market.marketId} market={market} owner={owner} />
      ))}
    </Columns>
  );
}
