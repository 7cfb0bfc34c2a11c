import { Button, Card, EmptyState, Inline, Spinner, Stack, Switch, Tabs } from '@exchange/design-system';
import { betListFilters, messages, type BetListFilter, type PlacedBet } from '@exchange/domain';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { betLines, matchesFilter, type BetLine } from './betLines.ts';
import { BetTable, describe } from './BetTable.tsx';
import { EditPrice, isPriceEditable } from './EditPrice.tsx';
import * as styles from './OpenBets.css.ts';

export const openBetsStatuses = ['ready', 'loading', 'error'] as const;
export type OpenBetsStatus = (typeof openBetsStatuses)[number];

const filterLabels: Record<BetListFilter, string> = { all: 'All', back: 'Back', lay: 'Lay' };

export interface OpenBetsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The user's open bets, matched and unmatched, newest last. */
  bets: readonly PlacedBet[];
  /** Spec 5, bet list filter: all, back or lay. */
  filter?: BetListFilter;
  defaultFilter?: BetListFilter;
  onFilterChange?: (filter: BetListFilter) => void;
  /** Merge matched bets on one selection and side into one line at their average odds. */
  averageOdds?: boolean;
  defaultAverageOdds?: boolean;
  onAverageOddsChange?: (averageOdds: boolean) => void;
  /**
   * Cancels an unmatched bet. While a returned promise (if any) is pending its button shows that; a rejection's
   * message is shown. Without it unmatched bets have no Cancel button.
   */
  onCancelBet?: (bet: PlacedBet) => unknown;
  /**
   * Moves a waiting match odds bet to a new ladder price (its Edit price button opens the form). As with
   * a cancel, a pending promise shows on Save and a rejection's message is shown; the form closes once it
   * resolves, the host then listing the moved bet.
   */
  onEditPrice?: ((bet: PlacedBet, odds: number) => unknown) | undefined;
  /** Cancels every unmatched bet listed (a Cancel all button above them); a rejection's message is shown. */
  onCancelAll?: ((bets: readonly PlacedBet[]) => unknown) | undefined;
  /** `loading` until the bets first arrive; `error` when they could not be loaded. */
  status?: OpenBetsStatus;
  /** What went wrong, shown with `status="error"` (the server's message). */
  errorMessage?: string;
  onRetry?: () => void;
  title?: string;
}

/**
 * The user's open bets: unmatched (cancellable) and matched, filtered by side, optionally merged to
 * average odds per selection.
 */
export const OpenBets = forwardRef<HTMLElement, OpenBetsProps>(function OpenBets(
  {
    bets,
    filter: filterProp,
    defaultFilter = 'all',
    onFilterChange,
    averageOdds: averageProp,
    defaultAverageOdds = false,
    onAverageOddsChange,
    onCancelBet,
    onEditPrice,
    onCancelAll,
    status = 'ready',
    errorMessage,
    onRetry,
    title = 'Open bets',
    ...rest
  },
  ref,
) {
  const [ownFilter, setOwnFilter] = useState(defaultFilter);
  const filter = filterProp ?? ownFilter;
  const [ownAverage, setOwnAverage] = useState(defaultAverageOdds);
  const average = averageProp ?? ownAverage;
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ bet: PlacedBet; line: BetLine } | null>(null);
  const [saving, setSaving] = useState(false);
  const [cancellingAll, setCancellingAll] = useState(false);

  const changeFilter = (next: string) => {
    const value = betListFilters.find((candidate) => candidate === next) ?? 'all';
    setOwnFilter(value);
    onFilterChange?.(value);
  };
  const changeAverage = (next: boolean) => {
    setOwnAverage(next);
    onAverageOddsChange?.(next);
  };
  const cancel = async (bet: PlacedBet) => {
    if (!onCancelBet || cancelling.has(bet.id)) return;
    setFailure(null);
    setCancelling((ids) => new Set(ids).add(bet.id));
    try {
      await onCancelBet(bet);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailure(`The bet on ${bet.runnerName} was not cancelled: ${reason}`);
    } finally {
      setCancelling((ids) => {
        const next = new Set(ids);
        next.delete(bet.id);
        return next;
      });
    }
  };

  const saveEdit = async (odds: number) => {
    if (!onEditPrice || !editing || saving) return;
    setFailure(null);
    setSaving(true);
    try {
      await onEditPrice(editing.bet, odds);
      setEditing(null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailure(`The price of the bet on ${editing.bet.runnerName} was not changed: ${reason}`);
    } finally {
      setSaving(false);
    }
  };
  const waiting = bets.filter((bet) => bet.status === 'unmatch');
  const cancelAll = async () => {
    if (!onCancelAll || cancellingAll) return;
    setFailure(null);
    setCancellingAll(true);
    try {
      await onCancelAll(waiting);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailure(`The unmatched bets were not cancelled: ${reason}`);
    } finally {
      setCancellingAll(false);
    }
  };

  let content;
  if (status === 'loading') {
    content = (
      <Stack align="start" space="small" paddingTop="medium">
        <Spinner label={messages.pleaseWait} />
      </Stack>
    );
  } else if (status === 'error') {
    content = (
      <Stack align="start" space="small" paddingTop="medium" role="alert">
        <p className={styles.failure}>{errorMessage ?? 'Your bets could not be loaded.'}</p>
        {onRetry && (
          <Button size="small" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    );
  } else if (bets.length === 0) {
    content = (
      <EmptyState
        size="small"
        titleAs="h3"
        title="No open bets"
        description="Bets you place show here until their market is settled."
      />
    );
  } else {
    content = (
      <Tabs.Root variant="pill" value={filter} onValueChange={changeFilter}>
        <Tabs.List aria-label="Show bets">
          {betListFilters.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {filterLabels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {betListFilters.map((value) => {
          const shown = bets.filter((bet) => matchesFilter(bet, value));
          const unmatched = shown.filter((bet) => bet.status === 'unmatch');
          const matched = shown.filter((bet) => bet.status === 'match');
          return (
            // The panel's own padding spaces it from the tabs; the stack spaces its tables.
            <Stack key={value} asChild space="large">
              <Tabs.Content value={value}>
                {shown.length === 0 && (
                  <EmptyState size="small" titleAs="h3" title={messages.noResultFound} />
                )}
                {unmatched.length > 0 && onCancelAll && (
                  <Inline align="end">
                    <Button
                      size="small"
                      tone="neutral"
                      variant="outline"
                      loading={cancellingAll}
                      aria-label={`${cancellingAll ? 'Cancelling' : 'Cancel'} all unmatched bets`}
                      onClick={() => void cancelAll()}
                    >
                      {cancellingAll ? 'Cancelling all' : 'Cancel all'}
                    </Button>
                  </Inline>
                )}
                {unmatched.length > 0 && (
                  <BetTable
                    caption="Unmatched bets"
                    lines={betLines(unmatched, false)}
                    onCancel={onCancelBet && cancel}
                    cancelling={cancelling}
                    onEditPrice={onEditPrice && ((bet, line) => setEditing({ bet, line }))}
                    editable={isPriceEditable}
                  />
                )}
                {editing && shown.some((bet) => bet.id === editing.bet.id) && (
                  <EditPrice
                    key={editing.bet.id}
                    bet={editing.bet}
                    description={describe(editing.line)}
                    pending={saving}
                    onSave={(odds) => void saveEdit(odds)}
                    onClose={() => setEditing(null)}
                  />
                )}
                {matched.length > 0 && <BetTable caption="Matched bets" lines={betLines(matched, average)} />}
              </Tabs.Content>
            </Stack>
          );
        })}
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
      </Tabs.Root>
    );
  }

  return (
    <Card
      ref={ref}
      title={title}
      titleAs="h2"
      data-state={status}
      actions={
        status === 'ready' && bets.length > 0 ? (
          <Switch label="Average odds" checked={average} onCheckedChange={changeAverage} />
        ) : undefined
      }
      {...rest}
    >
      {content}
    </Card>
  );
});
OpenBets.displayName = 'OpenBets';
