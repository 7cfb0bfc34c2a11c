import { Amount, Badge, Card, Columns, Inline, Stack, Table } from '@exchange/design-system';
import { formatDateTime, messages, sportName, type BetRecord, type SportId } from '@exchange/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { RefreshHeading } from '../RefreshHeading.tsx';
import { adminPages, adminPath, matchBookPath } from '../../pages.ts';
import { BetCells, BetHeaderCells, BetStatusBadge } from '../bets/betLabels.tsx';
import * as styles from './dashboard.css.ts';
import { Failure } from '../../../forms/Failure.tsx';

/** Money in rupees, as the API sends it. */
export interface DashboardFigures {
  readonly balance: number;
  readonly exposure: number;
  readonly available: number;
  readonly creditReference: number;
}

export interface DashboardDownline extends DashboardFigures {
  readonly clients: number;
  readonly users: number;
  readonly players: number;
  readonly lockedUsers: number;
}

export interface DashboardMatch {
  readonly matchId: number;
  readonly matchName: string;
  readonly sportId: SportId;
  readonly inPlay: boolean;
  readonly openDate: string;
  readonly bets: number;
  readonly stake: number;
}

export interface DashboardScreenProps {
  account: DashboardFigures | undefined;
  downline: DashboardDownline | undefined;
  matches: readonly DashboardMatch[];
  /** The downline's latest bets; undefined without the Current Bets privilege. */
  recentBets: readonly BetRecord[] | undefined;
  /** Whether each match opens its match book (Market Analysis privilege). */
  linkMatches: boolean;
  status: ReportStatus;
  error?: string | undefined;
  onRefresh: () => void;
}

/** Label and figure pairs. */
function Figures({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Columns as="dl" minColumnWidth={130} space="medium" margin="none">
      {items.map(([label, value]) => (
        <Stack key={label} space="xxsmall" className={styles.figure}>
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{value}</dd>
        </Stack>
      ))}
    </Columns>
  );
}

const money = (value: number | undefined, tone: 'auto' | 'none' = 'none') =>
  value === undefined ? '–' : <Amount value={value} tone={tone} />;

function MatchesTable({ matches, linkMatches }: Pick<DashboardScreenProps, 'matches' | 'linkMatches'>) {
  return (
    <Table.Root caption="Matches with open bets" hideCaption striped>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Match</Table.HeaderCell>
          <Table.HeaderCell>Sport</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
          <Table.HeaderCell numeric>Open bets</Table.HeaderCell>
          <Table.HeaderCell numeric>Stake</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body emptyText="No open bets in your downline">
        {matches.map((match) => (
          <Table.Row key={match.matchId}>
            <Table.Cell>
              {linkMatches ? <Link to={matchBookPath(match)}>{match.matchName}</Link> : match.matchName}
            </Table.Cell>
            <Table.Cell>{sportName(match.sportId)}</Table.Cell>
            <Table.Cell>
              {match.inPlay ? (
                <Badge tone="positive" size="small">
                  In play
                </Badge>
              ) : (
                formatDateTime(match.openDate)
              )}
            </Table.Cell>
            <Table.Cell numeric>{match.bets}</Table.Cell>
            <Table.Cell numeric>
              <Amount value={match.stake} tone="none" />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function RecentBetsTable({ bets }: { bets: readonly BetRecord[] }) {
  return (
    <Table.Root caption="Recent bets" hideCaption>
      <Table.Head>
        <Table.Row>
          <BetHeaderCells withEvent />
          <Table.HeaderCell>Status</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body emptyText={messages.noDataInTable}>
        {bets.map((bet) => (
          <Table.Row key={bet.id} tone={bet.side}>
            <BetCells bet={bet} withEvent />
            <Table.Cell>
              <BetStatusBadge bet={bet} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * `dashbaord` (spec's spelling): the operator's own account, its downline's totals, the matches its
 * players have money on (each opening its match book) and the latest bets below it.
 */
export function DashboardScreen({
  account,
  downline,
  matches,
  recentBets,
  linkMatches,
  status,
  error,
  onRefresh,
}: DashboardScreenProps) {
  return (
    <div className={screen.page}>
      <RefreshHeading
        title={<h1 className={screen.heading}>Dashboard</h1>}
        loading={status === 'loading'}
        onRefresh={onRefresh}
      />
      <Failure message={status === 'error' && error} />
      <Columns minColumnWidth={340} space="large" alignY="start" aria-busy={status === 'loading'}>
        <Card as="section" title="Your account" titleAs="h2">
          <Figures
            items={[
              ['Balance', money(account?.balance)],
              ['Exposure', money(account?.exposure)],
              ['Available', money(account?.available)],
              ['Credit reference', money(account?.creditReference)],
            ]}
          />
        </Card>
        <Card as="section" title="Your downline" titleAs="h2">
          <Figures
            items={[
              ['Clients', downline?.clients ?? '–'],
              ['Users (all levels)', downline?.users ?? '–'],
              ['Players', downline?.players ?? '–'],
              ['Locked', downline?.lockedUsers ?? '–'],
              ['Balance', money(downline?.balance)],
              ['Exposure', money(downline?.exposure)],
              ['Available', money(downline?.available)],
              ['Credit given', money(downline?.creditReference)],
            ]}
          />
        </Card>
      </Columns>
      <Stack space="medium" className={styles.section}>
        <h2 className={screen.subheading}>Matches with open bets</h2>
        <MatchesTable matches={matches} linkMatches={linkMatches} />
      </Stack>
      {recentBets && (
        <Stack space="medium" className={styles.section}>
          <Inline align="between" alignY="center" space="medium">
            <h2 className={screen.subheading}>Recent bets</h2>
            <Link to={adminPath(adminPages.currentBets.path)}>All current bets</Link>
          </Inline>
          <RecentBetsTable bets={recentBets} />
        </Stack>
      )}
    </div>
  );
}
