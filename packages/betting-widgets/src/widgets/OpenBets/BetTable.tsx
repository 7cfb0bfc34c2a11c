import { Amount, Button, Inline, Stack, Table } from '@exchange/design-system';
import { fromMinor, type PlacedBet } from '@exchange/domain';
import type { ReactNode } from 'react';
import type { BetLine } from './betLines.ts';
import * as styles from './OpenBets.css.ts';

const sideLabel = { back: 'Back', lay: 'Lay' } as const;

/**
 * 80/100: a session bet's run line and rate; otherwise the odds to two decimals at most (an average of
 * 1.8 and 2.1 reads 1.9, as exchanges print prices).
 */
function oddsText(line: BetLine): string {
  return line.rate === undefined ? String(Math.round(line.odds * 100) / 100) : `${line.odds}/${line.rate}`;
}

/** The bet in words, for the action buttons' names: which of several Cancel buttons this is. */
export function describe(line: BetLine): string {
  return `${sideLabel[line.side]} ${line.runnerName} at ${oddsText(line)} for ${fromMinor(line.stake).toFixed(2)}`;
}

export interface BetTableProps {
  caption: string;
  lines: readonly BetLine[];
  /** Unmatched bets can be cancelled: a column of Cancel buttons. */
  onCancel?: ((bet: PlacedBet) => void) | undefined;
  /** Ids of bets whose cancellation is under way. */
  cancelling?: ReadonlySet<string>;
  /** Waiting bets whose price can move get an Edit price button, which opens the price form for it. */
  onEditPrice?: ((bet: PlacedBet, line: BetLine) => void) | undefined;
  /** Whether a bet's price can be edited (its market's kind). */
  editable?: (bet: PlacedBet) => boolean;
}

/** Matched or unmatched bets, back rows blue and lay rows pink (with the side written, not only coloured). */
export function BetTable({ caption, lines, onCancel, cancelling, onEditPrice, editable }: BetTableProps) {
  return (
    <Table.Root
      caption={caption}
      className={onCancel ? styles.table.withAction : styles.table.figuresOnly}
      containerClassName={styles.tableContainer}
    >
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Selection</Table.HeaderCell>
          <Table.HeaderCell numeric>Odds</Table.HeaderCell>
          <Table.HeaderCell numeric>Stake</Table.HeaderCell>
          <Table.HeaderCell numeric>If it wins</Table.HeaderCell>
          {onCancel && <Table.HeaderCell>Action</Table.HeaderCell>}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {lines.map((line) => {
          const [bet] = line.bets;
          let action: ReactNode = null;
          if (onCancel && bet) {
            const pending = cancelling?.has(bet.id) ?? false;
            action = (
              <Table.Cell>
                <Inline space="xsmall">
                  {onEditPrice && (editable?.(bet) ?? true) && (
                    <Button
                      size="small"
                      tone="neutral"
                      variant="outline"
                      disabled={pending}
                      aria-label={`Edit price of ${describe(line)}`}
                      onClick={() => onEditPrice(bet, line)}
                    >
                      Edit price
                    </Button>
                  )}
                  <Button
                    size="small"
                    tone="neutral"
                    variant="outline"
                    loading={pending}
                    aria-label={`${pending ? 'Cancelling' : 'Cancel'} ${describe(line)}`}
                    onClick={() => onCancel(bet)}
                  >
                    {pending ? 'Cancelling' : 'Cancel'}
                  </Button>
                </Inline>
              </Table.Cell>
            );
          }
          return (
            <Table.Row key={line.key} tone={line.side} data-side={line.side}>
              <Table.Cell>
                <Stack space="xxsmall">
                  <span className={styles.side}>{sideLabel[line.side]}</span>
                  <span className={styles.runner}>{line.runnerName}</span>
                  <span className={styles.market}>{line.marketName}</span>
                  {line.bets.length > 1 && (
                    <span className={styles.betCount}>Average of {line.bets.length} bets</span>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell numeric>{oddsText(line)}</Table.Cell>
              <Table.Cell numeric>
                <Amount value={fromMinor(line.stake)} tone="none" />
              </Table.Cell>
              <Table.Cell numeric>
                {/* Coloured amounts would fail contrast on the back and lay fills (docs/features/design-system.md). */}
                <Amount value={fromMinor(line.ifWins)} tone="none" signed />
              </Table.Cell>
              {action}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
