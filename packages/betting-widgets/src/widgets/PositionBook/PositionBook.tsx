import { Amount, Button, Card, Inline, Spinner, Stack, Table, Text } from '@exchange/design-system';
import {
  bookAmount,
  cashOutPlan,
  fromMinor,
  isDrawRunner,
  messages,
  minMinor,
  type Book,
  type Hedge,
  type PricedRunner,
  zeroMinor,
} from '@exchange/domain';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { cashOutReason } from './cashOutReason.ts';
import * as styles from './PositionBook.css.ts';

export const positionBookStatuses = ['ready', 'loading', 'error'] as const;
export type PositionBookStatus = (typeof positionBookStatuses)[number];

export interface PositionBookProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The market's runners with the best back and lay prices on offer now. */
  runners: readonly PricedRunner[];
  /** The user's book: profit or loss for each runner winning (the domain's marketBook). */
  book: Book;
  /** How the prices read: exchange (decimal) or bookmaker (100-based) odds. */
  rule?: 'decimalOdds' | 'bookmakerOdds';
  /** Level the two teams of a three-way soccer market and leave the draw out (spec 9). */
  excludeDraw?: boolean;
  /** The market takes no bets now. */
  suspended?: boolean;
  /**
   * Places the hedge bet of the cash out. While a returned promise (if any) is pending the button shows
   * it; a rejection's message is shown. Without it there is no Cash out button.
   */
  onCashOut?: (hedge: Hedge) => unknown;
  status?: PositionBookStatus;
  errorMessage?: string;
  title?: string;
}

const sideLabel = { back: 'Back', lay: 'Lay' } as const;

/**
 * The runners the cash out levels and the result left on them: the lower of the two (they differ by a
 * paisa at most). With the draw left out, the line names the two, and then the draw with its own result:
 * every runner of the market is on the line.
 */
function levelled(hedge: Hedge, runners: readonly PricedRunner[], excludeDraw: boolean) {
  const after = (runner: PricedRunner) => bookAmount(hedge.bookAfter, runner.selectionId) ?? zeroMinor;
  const names = runners.filter((runner) => !(excludeDraw && isDrawRunner(runner.runnerName)));
  const [first = zeroMinor, ...rest] = names.map(after);
  const label =
    names.length === runners.length
      ? 'Result whichever wins'
      : `Result if ${names.map((runner) => runner.runnerName).join(' or ')} wins`;
  const others = runners
    .filter((runner) => !names.includes(runner))
    .map((runner) => ({ label: `If ${runner.runnerName} wins`, result: after(runner) }));
  return [{ label, result: minMinor(first, ...rest) }, ...others];
}

/** The user's profit or loss for each runner of a market, and the cash out that levels it. */
export const PositionBook = forwardRef<HTMLElement, PositionBookProps>(function PositionBook(
  {
    runners,
    book,
    rule = 'decimalOdds',
    excludeDraw = false,
    suspended = false,
    onCashOut,
    status = 'ready',
    errorMessage,
    title = 'Your position',
    ...rest
  },
  ref,
) {
  const reasonId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const plan = cashOutPlan({ runners, book, rule, excludeDraw, suspended });

  const cashOut = async (hedge: Hedge) => {
    if (!onCashOut || pending) return;
    setFailure(null);
    setPending(true);
    try {
      await onCashOut(hedge);
    } catch (error) {
      setFailure(`Cash out failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setPending(false);
    }
  };

  const results = plan.available ? levelled(plan.hedge, runners, excludeDraw) : null;
  if (status !== 'ready') {
    return (
      <Card ref={ref} title={title} data-state={status} {...rest}>
        {status === 'loading' ? (
          <Spinner label={messages.pleaseWait} />
        ) : (
          <Text as="p" size="small" tone="critical" role="alert">
            {errorMessage ?? 'Your position could not be loaded.'}
          </Text>
        )}
      </Card>
    );
  }

  return (
    <Card ref={ref} title={title} data-state={status} {...rest}>
      <Stack space="medium">
        <Table.Root caption="Profit or loss if each runner wins" hideCaption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Runner</Table.HeaderCell>
              <Table.HeaderCell numeric>If it wins</Table.HeaderCell>
              {plan.available && <Table.HeaderCell numeric>After cash out</Table.HeaderCell>}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {runners.map((runner) => (
              <Table.Row key={runner.selectionId}>
                <Table.HeaderCell scope="row" className={styles.runner}>
                  {runner.runnerName}
                </Table.HeaderCell>
                <Table.Cell numeric>
                  <Amount value={fromMinor(bookAmount(book, runner.selectionId) ?? zeroMinor)} />
                </Table.Cell>
                {plan.available && (
                  <Table.Cell numeric>
                    <Amount
                      value={fromMinor(bookAmount(plan.hedge.bookAfter, runner.selectionId) ?? zeroMinor)}
                    />
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {onCashOut && (
          <Inline
            align="between"
            alignY="center"
            space="small"
            padding="medium"
            borderRadius="medium"
            background="surfaceSunken"
            color={plan.available ? undefined : 'secondary'}
            data-state={plan.available ? 'available' : 'unavailable'}
          >
            {plan.available && results ? (
              <>
                {/* One paragraph, sized as text and stacked as lines: Text's classes on Stack's element. */}
                <Text asChild size="small">
                  <Stack as="p" space="xxsmall" id={reasonId}>
                    <Text weight="semibold">
                      {sideLabel[plan.hedge.bet.side]} {plan.runner.runnerName}{' '}
                      <Amount value={fromMinor(plan.hedge.bet.stake)} tone="none" /> at {plan.hedge.bet.price}
                    </Text>
                    {results.map(({ label, result }) => (
                      <span key={label}>
                        {label}: <Amount value={fromMinor(result)} />
                      </span>
                    ))}
                  </Stack>
                </Text>
                <Button loading={pending} aria-describedby={reasonId} onClick={() => cashOut(plan.hedge)}>
                  {pending ? 'Cashing out' : 'Cash out'}
                </Button>
              </>
            ) : (
              <>
                <Text as="p" size="small" id={reasonId}>
                  {!plan.available && cashOutReason(plan, runners.length)}
                </Text>
                <Button disabled aria-describedby={reasonId}>
                  Cash out
                </Button>
              </>
            )}
          </Inline>
        )}
        {failure && (
          <Text as="p" size="small" tone="critical" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Card>
  );
});
PositionBook.displayName = 'PositionBook';
