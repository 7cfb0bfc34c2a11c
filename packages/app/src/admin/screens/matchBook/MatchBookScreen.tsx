import { Badge, Button, Card, EmptyState, Inline, Stack } from '@exchange/design-system';
import { formatDateTime, sportName, type SportId } from '@exchange/domain';
import { Link } from 'react-router';
import type { ReportStatus } from '../../../screens/reports/ReportFrame.tsx';
import * as screen from '../../../screens/screen.css.ts';
import { RefreshHeading } from '../RefreshHeading.tsx';
import { adminPages, adminPath } from '../../pages.ts';
import { MarketBooks, type BookMarket } from './MarketBooks.tsx';
import { MatchBets, type MatchBetsProps } from './MatchBets.tsx';
import { MatchChildren, type MatchBookChild, type SetMatchLock } from './MatchChildren.tsx';
import { UserBookDialog, type UserBook } from './UserBookDialog.tsx';

import * as styles from './matchBook.css.ts';
import { Failure } from '../../../forms/Failure.tsx';

export type { MatchBookChild } from './MatchChildren.tsx';

export interface MatchBookMatch {
  readonly matchId: number;
  readonly matchName: string;
  readonly sportId: SportId;
  readonly openDate: string;
  readonly inPlay: boolean;
}

export interface MatchBookScreenProps {
  match: MatchBookMatch;
  markets: readonly BookMarket[];
  /** Whose bets the books combine: a user of the downline, or the operator's whole downline (undefined). */
  viewing: string | undefined;
  /** The children of `viewing` (or of the operator); undefined without the privilege to list them. */
  children: readonly MatchBookChild[] | undefined;
  onView: (username: string | undefined) => void;
  /** Bet-lock on the match for a child or the whole downline viewed (with the children's privilege). */
  onLock: SetMatchLock;
  /** Opens a child's own book (get-user-book); `userBook` is what the dialog shows, null when closed. */
  onUserBook: (username: string | undefined) => void;
  userBook: UserBook | null;
  /** The downline's open bets; undefined without the Current Bets privilege. */
  bets: Omit<MatchBetsProps, 'onDelete'> | undefined;
  onDeleteBets: MatchBetsProps['onDelete'];
  status: ReportStatus;
  error?: string | undefined;
  onRefresh: () => void;
}

/**
 * `odds/{matchId}`, the match book: the match's markets with the downline's book per runner at the
 * operator's share (as market analysis) beside the live prices, the clients below to drill into (each
 * client's book, still at the operator's share), and the downline's open bets on the match to delete.
 */
export function MatchBookScreen({
  match,
  markets,
  viewing,
  children,
  onView,
  onLock,
  onUserBook,
  userBook,
  bets,
  onDeleteBets,
  status,
  error,
  onRefresh,
}: MatchBookScreenProps) {
  const owner = viewing ?? 'your downline';
  return (
    <div className={screen.page}>
      <RefreshHeading
        title={
          <Inline alignY="baseline" space="medium">
            <h1 className={screen.heading}>{match.matchName}</h1>
            <Link to={adminPath(adminPages.marketAnalysis.path)}>Market Analysis</Link>
          </Inline>
        }
        loading={status === 'loading'}
        onRefresh={onRefresh}
      />
      <p className={screen.muted}>
        {sportName(match.sportId)} · {formatDateTime(match.openDate)}{' '}
        {match.inPlay && (
          <Badge tone="positive" size="small">
            In play
          </Badge>
        )}
      </p>
      <Failure message={status === 'error' && error} />
      <Card as="section" aria-labelledby="match-book-books">
        <Stack space="medium" className={styles.section} aria-busy={status === 'loading'}>
          <Inline align="between" alignY="center" space="medium">
            <h2 id="match-book-books" className={screen.subheading}>
              Book of {owner}
            </h2>
            {viewing && (
              <Button size="small" variant="soft" tone="neutral" onClick={() => onView(undefined)}>
                Back to my downline
              </Button>
            )}
          </Inline>
          <p className={screen.muted}>At your share: what you win (+) or lose (−) if each runner wins.</p>
          {markets.length === 0 && status !== 'loading' ? (
            <EmptyState titleAs="h3" title="No markets" description="This match has no open market now." />
          ) : (
            <MarketBooks markets={markets} owner={owner} />
          )}
        </Stack>
      </Card>
      {children && (
        <MatchChildren
          title={viewing ? `Clients of ${viewing}` : 'Your clients'}
          viewing={viewing}
          rows={children}
          onView={onView}
          onUserBook={onUserBook}
          onLock={onLock}
        />
      )}
      {bets && (
        <Stack space="medium" className={styles.section}>
          <MatchBets {...bets} onDelete={onDeleteBets} />
        </Stack>
      )}
      <UserBookDialog book={userBook} onClose={() => onUserBook(undefined)} />
    </div>
  );
}
