import { Amount, Dialog, Skeleton, Table, formatAmount } from '@exchange/design-system';
import { ordinal, type LotteryDraw, type LotteryItem } from '@exchange/domain';
import * as screen from '../screen.css.ts';
import { DrawTerms } from './DrawTerms.tsx';
import { LotteryProof } from './LotteryProof.tsx';
import { useDraw } from './useDraw.ts';
import * as styles from './lottery.css.ts';
import { Failure } from '../../forms/Failure.tsx';

export interface DrawDialogProps {
  /** The draw shown; the dialog is open while it is set. */
  item: LotteryItem | null;
  loadDraw: (id: string) => Promise<LotteryDraw>;
  onClose: () => void;
}

/** The winning tickets, the player's marked. */
function Winners({ item }: { item: LotteryItem }) {
  const winners = item.winners ?? [];
  if (winners.length === 0) return <p className={styles.total}>No tickets were sold, so nobody won.</p>;
  return (
    <Table.Root caption="Winning tickets" striped>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Prize</Table.HeaderCell>
          <Table.HeaderCell numeric>Ticket</Table.HeaderCell>
          <Table.HeaderCell numeric>Amount</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {winners.map((winner) => (
          <Table.Row key={winner.rank}>
            <Table.Cell>
              {ordinal(winner.rank)}
              {winner.mine && <strong> (yours)</strong>}
            </Table.Cell>
            <Table.Cell numeric>#{winner.number}</Table.Cell>
            <Table.Cell numeric>
              <Amount value={winner.prize} tone="none" />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The player's own tickets and, once drawn, what they won. */
function Mine({ item }: { item: LotteryItem }) {
  const { mine, winners } = item;
  if (!mine) return <p>You have no tickets in this draw.</p>;
  const result = !winners
    ? ''
    : mine.won > 0
      ? ` You won ${formatAmount(mine.won, { signed: false })}.`
      : ' No prize this time.';
  return (
    <p className={styles.total}>
      {mine.numbers.length === 1 ? 'Your ticket' : 'Your tickets'}: {mine.numbers.join(', ')}.{result}
    </p>
  );
}

function DrawView({ item, loadDraw }: { item: LotteryItem; loadDraw: DrawDialogProps['loadDraw'] }) {
  const { draw, failure } = useDraw(item.id, loadDraw);
  const shown = draw?.item ?? item;
  return (
    <div className={screen.form}>
      <Failure message={failure} />
      <DrawTerms item={shown} />
      {shown.winners && <Winners item={shown} />}
      <Mine item={shown} />
      {draw ? <LotteryProof draw={draw} /> : !failure && <Skeleton.Text width="60%" />}
    </div>
  );
}

/** A draw's page: its terms, the winning tickets, the player's result and the proof, checked here. */
export function DrawDialog({ item, loadDraw, onClose }: DrawDialogProps) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(next) => !next && onClose()}>
      {item && (
        <Dialog.Content
          title={item.title}
          description={item.winners ? 'The draw is made.' : 'The result shows here once the draw is made.'}
        >
          <DrawView key={item.id} item={item} loadDraw={loadDraw} />
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
