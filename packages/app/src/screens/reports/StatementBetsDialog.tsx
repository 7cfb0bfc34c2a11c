import { Amount, Dialog, Pagination, Spinner, Table } from '@exchange/design-system';
import { formatDateTime, fromMinor, messages, nationLabel, type BetRecord } from '@exchange/domain';
import { useEffect, useState } from 'react';
import * as screen from '../screen.css.ts';

/** A page of bets by id (get-bet-list-by-ids): only those the reader may see come back. */
export type LoadBetsByIds = (
  betIds: readonly string[],
  page: number,
) => Promise<{ bets: readonly BetRecord[]; totalPages: number }>;

export interface StatementBetsDialogProps {
  /** The settlement row whose bets are shown; the dialog is open while it is set. */
  row: { readonly narration: string; readonly betIds: readonly string[] } | null;
  loadBets: LoadBetsByIds;
  onClose: () => void;
}

/** An answer, for the query named by `key` (another key means it is still loading). */
type Loaded =
  | { readonly key: string; readonly state: 'error'; readonly error: string }
  | {
      readonly key: string;
      readonly state: 'ready';
      readonly bets: readonly BetRecord[];
      readonly totalPages: number;
    };

/** The bets a statement's settlement row paid out on, a page at a time. */
export function StatementBetsDialog({ row, loadBets, onClose }: StatementBetsDialogProps) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Loaded>();
  const betIds = row?.betIds;
  const key = `${page}:${betIds?.join(',') ?? ''}`;
  const loaded = answer?.key === key ? answer : ({ state: 'loading' } as const);

  useEffect(() => {
    if (!betIds) return;
    let current = true;
    const asked = `${page}:${betIds.join(',')}`;
    loadBets(betIds, page).then(
      (result) => current && setAnswer({ key: asked, state: 'ready', ...result }),
      (error: unknown) =>
        current &&
        setAnswer({
          key: asked,
          state: 'error',
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [betIds, page, loadBets]);

  const close = () => {
    setPage(1);
    onClose();
  };

  return (
    <Dialog.Root open={row !== null} onOpenChange={(open) => !open && close()}>
      {row && (
        <Dialog.Content
          title={`Bets: ${row.narration}`}
          description="The bets this settlement paid out on."
          size="large"
        >
          {loaded.state === 'error' ? (
            <p role="alert" className={screen.alert}>
              {loaded.error}
            </p>
          ) : loaded.state === 'loading' ? (
            <Spinner label="Please wait" />
          ) : (
            <>
              <Table.Root caption={`Bets of ${row.narration}`} hideCaption striped>
                <Table.Head>
                  <Table.Row>
                    <Table.HeaderCell>Market Name</Table.HeaderCell>
                    <Table.HeaderCell>Nation</Table.HeaderCell>
                    <Table.HeaderCell>Type</Table.HeaderCell>
                    <Table.HeaderCell numeric>Amount</Table.HeaderCell>
                    <Table.HeaderCell numeric>P/L</Table.HeaderCell>
                    <Table.HeaderCell>Place Date</Table.HeaderCell>
                  </Table.Row>
                </Table.Head>
                <Table.Body emptyText={messages.noRecordsFound}>
                  {loaded.bets.map((bet) => (
                    <Table.Row key={bet.id} tone={bet.side}>
                      <Table.Cell>{bet.marketName}</Table.Cell>
                      <Table.Cell>{nationLabel({ ...bet, isFancy: bet.betOn === 'FANCY' })}</Table.Cell>
                      <Table.Cell>{bet.side === 'back' ? 'Back' : 'Lay'}</Table.Cell>
                      <Table.Cell numeric>
                        <Amount value={fromMinor(bet.stake)} tone="none" />
                      </Table.Cell>
                      <Table.Cell numeric>
                        {bet.pnl === undefined ? '–' : <Amount value={bet.pnl} />}
                      </Table.Cell>
                      <Table.Cell>{formatDateTime(bet.placedAt)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {loaded.totalPages > 1 && (
                <Pagination pageCount={loaded.totalPages} page={page} onPageChange={setPage} />
              )}
            </>
          )}
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
