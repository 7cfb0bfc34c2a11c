import { Amount, Card, Columns, EmptyState, Table } from '@exchange/design-system';
import { messages, sportName } from '@exchange/domain';
import * as screen from '../../../screens/screen.css.ts';
import { RefreshHeading } from '../RefreshHeading.tsx';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import { Link } from 'react-router';
import { matchBookPath } from '../../pages.ts';
import { Failure } from '../../../forms/Failure.tsx';

/** One market's combined book: what the operator wins (+) or loses (−) at its share if each runner wins. */
export interface AnalysedMarket {
  readonly marketId: string;
  readonly marketName: string;
  readonly book: readonly {
    readonly selectionId: number;
    readonly runnerName: string;
    readonly amount: number;
  }[];
}

export interface AnalysedMatch {
  readonly matchId: number;
  readonly matchName: string;
  readonly sportId: number;
  readonly markets: readonly AnalysedMarket[];
}

export interface MarketAnalysisScreenProps {
  matches: readonly AnalysedMatch[];
  status: ReportStatus;
  error?: string | undefined;
  onRefresh: () => void;
}

/**
 * `market-analysis`: for each open match with bets in the operator's downline, the book of every market
 * at the operator's share, each match opening its match book. The page refreshes itself while the matches move; Refresh asks at once.
 */
export function MarketAnalysisScreen({ matches, status, error, onRefresh }: MarketAnalysisScreenProps) {
  return (
    <div className={screen.page}>
      <RefreshHeading
        title={<h1 className={screen.heading}>Market Analysis</h1>}
        loading={status === 'loading'}
        onRefresh={onRefresh}
      />
      <Failure message={status === 'error' && error} />
      {matches.length === 0 && status !== 'loading' && (
        <EmptyState
          title={messages.noResultFound}
          description="No open match has matched bets in your downline."
        />
      )}
      <Columns minColumnWidth={340} space="large" alignY="start" aria-busy={status === 'loading'}>
        {matches.map((match) => (
          <Card key={match.matchId} as="section" aria-labelledby={`match-${match.matchId}`}>
            <div className={screen.form}>
              <h2 id={`match-${match.matchId}`} className={screen.subheading}>
                <Link to={matchBookPath(match)}>{match.matchName}</Link>
              </h2>
              <p className={screen.muted}>{sportName(match.sportId)}</p>
              {match.markets.map((market) => (
                <Table.Root
                  key={market.marketId}
                  caption={`${match.matchName}: ${market.marketName}`}
                  hideCaption
                >
                  <Table.Head>
                    <Table.Row>
                      <Table.HeaderCell>{market.marketName}</Table.HeaderCell>
                      <Table.HeaderCell numeric>Book</Table.HeaderCell>
                    </Table.Row>
                  </Table.Head>
                  <Table.Body>
                    {market.book.map((runner) => (
                      <Table.Row key={runner.selectionId}>
                        <Table.Cell>{runner.runnerName}</Table.Cell>
                        <Table.Cell numeric>
                          <Amount value={runner.amount} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              ))}
            </div>
          </Card>
        ))}
      </Columns>
    </div>
  );
}
