import { Badge, EmptyState, Inline, Table } from '@exchange/design-system';
import { messages, type AdminMatch } from '@exchange/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { tableBox } from '../../../screens/reports/ListFrame.css.ts';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { adminPages, adminPath } from '../../pages.ts';
import * as styles from '../admin.css.ts';
import { matchMarketsPath } from './ActiveMatchesScreen.tsx';
import { MarketActionDialog } from './MarketActionDialog.tsx';
import {
  actionsOf,
  isFinished,
  marketActionRules,
  resultText,
  type ControlledMarket,
  type MarketAction,
  type MarketActionKind,
} from './marketActions.ts';
import { RowButton } from './RowControls.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';
import { Failure } from '../../../forms/Failure.tsx';

export interface MarketControlScreenProps {
  /** active-markets (match odds and bookmaker) or active-fancies (sessions). */
  kind: 'markets' | 'fancies';
  match: AdminMatch | null;
  markets: readonly ControlledMarket[];
  status: ReportStatus;
  error?: string | undefined;
  /** Sends the action; a rejection's message (the server's refusal) is shown in the confirmation. */
  onAction: (action: MarketAction, market: ControlledMarket) => Promise<void>;
}

const titles = { markets: 'Active Markets', fancies: 'Active Fancies' } as const;

function MarketState({ market }: { market: ControlledMarket }) {
  const result = resultText(market);
  return (
    <Inline as="span" space="xsmall">
      {isFinished(market) ? (
        <Badge size="small" tone={market.voided ? 'neutral' : 'positive'}>
          {market.voided ? 'Void' : `Settled: ${result ?? ''}`}
        </Badge>
      ) : (
        <Badge
          size="small"
          tone={market.status === 'OPEN' ? 'positive' : market.status === 'SUSPENDED' ? 'warning' : 'neutral'}
        >
          {market.status === 'SUSPENDED' && market.suspended ? 'Suspended by admin' : market.status}
        </Badge>
      )}
      {!market.active && (
        <Badge size="small" tone="critical">
          Disabled
        </Badge>
      )}
    </Inline>
  );
}

/** What is being bet on: a session's lines, or the market's runners. */
function marketDetail(market: ControlledMarket): string {
  if (market.kind !== 'fancy') return market.runners.map((runner) => runner.runnerName).join(' v ');
  if (!market.line) return '';
  const { no, yes } = market.line;
  return `No ${no.line} @ ${no.rate}, Yes ${yes.line} @ ${yes.rate}`;
}

/**
 * `active-markets/{matchId}` and `active-fancies/{matchId}`: a match's markets (or sessions) with their
 * state; an admin suspends, resumes, disables, enables, declares the result, voids or rolls back, each
 * after a confirmation.
 */
export function MarketControlScreen({
  kind,
  match,
  markets,
  status,
  error,
  onAction,
}: MarketControlScreenProps) {
  const [asked, setAsked] = useState<{ kind: MarketActionKind; market: ControlledMarket } | null>(null);
  const other = kind === 'markets' ? 'activeFancies' : 'activeMarkets';
  return (
    <div className={screen.page}>
      <ScreenTitle
        back={
          match
            ? { to: adminPath(`${adminPages.activeMatches.path}/${match.sportId}`), label: 'Active matches' }
            : undefined
        }
      >
        {titles[kind]}
      </ScreenTitle>
      {match && (
        <p className={screen.muted}>
          {match.matchName}
          {match.score && ` · ${match.score}`} ·{' '}
          <Link to={matchMarketsPath(other, match.matchId)}>
            {titles[kind === 'markets' ? 'fancies' : 'markets']}
          </Link>
        </p>
      )}
      <Failure message={status === 'error' && error} />
      {markets.length === 0 && status !== 'loading' ? (
        <EmptyState
          title={messages.noResultFound}
          description={
            kind === 'markets' ? 'This match has no markets yet.' : 'This match has no fancy markets.'
          }
        />
      ) : (
        <div className={tableBox} aria-busy={status === 'loading'}>
          <Table.Root caption={`${titles[kind]}: ${match?.matchName ?? ''}`} hideCaption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>Market</Table.HeaderCell>
                <Table.HeaderCell>{kind === 'fancies' ? 'Line' : 'Runners'}</Table.HeaderCell>
                <Table.HeaderCell>State</Table.HeaderCell>
                <Table.HeaderCell>Actions</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {markets.map((market) => (
                <Table.Row key={market.marketId}>
                  <Table.Cell>{market.marketName}</Table.Cell>
                  <Table.Cell>{marketDetail(market)}</Table.Cell>
                  <Table.Cell>
                    <MarketState market={market} />
                  </Table.Cell>
                  <Table.Cell>
                    <Inline as="span" alignY="center" space="xsmall" className={styles.actions}>
                      {actionsOf(market).map((action) => (
                        <RowButton
                          key={action}
                          label={marketActionRules[action].label}
                          of={market.marketName}
                          tone={marketActionRules[action].critical ? 'critical' : 'accent'}
                          onClick={() => setAsked({ kind: action, market })}
                        />
                      ))}
                    </Inline>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </div>
      )}
      <MarketActionDialog
        asked={asked}
        matchName={match?.matchName ?? ''}
        onConfirm={onAction}
        onClose={() => setAsked(null)}
      />
    </div>
  );
}
