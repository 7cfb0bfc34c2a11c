import { formatAmount, Inline, Stack } from '@exchange/design-system';
import { ordinal, type LotteryItem } from '@exchange/domain';
import * as styles from './LotteryCard.css.ts';

const money = (amount: number) => formatAmount(amount, { signed: false });

/** A draw's prizes, the first prize first: "1st 5,000.00". */
export function LotteryPrizes({ prizes }: { prizes: readonly number[] }) {
  return (
    <Inline as="ol" space="xxsmall" className={styles.chips} aria-label="Prizes">
      {prizes.map((prize, index) => (
        <li key={index} className={styles.chip}>
          <span className={styles.term}>{ordinal(index + 1)}</span> {money(prize)}
        </li>
      ))}
    </Inline>
  );
}

/**
 * What the draw did, once drawn: its winning tickets (the player's marked), and the player's own tickets
 * with what they won; before the draw, the player's tickets alone.
 */
export function LotteryResult({ item }: { item: LotteryItem }) {
  const { winners, mine } = item;
  return (
    <>
      {winners && (
        <Stack space="xxsmall" fontSize="small">
          <span className={styles.term}>Winning tickets</span>
          {winners.length === 0 ? (
            <span>No tickets were sold.</span>
          ) : (
            <Inline as="ol" space="xxsmall" className={styles.chips} aria-label="Winning tickets">
              {winners.map((winner) => (
                <li key={winner.rank} className={winner.mine ? styles.winningChip : styles.chip}>
                  <span className={styles.term}>{ordinal(winner.rank)}</span> #{winner.number}{' '}
                  {money(winner.prize)}
                  {winner.mine && <strong> (yours)</strong>}
                </li>
              ))}
            </Inline>
          )}
        </Stack>
      )}
      {mine && (
        <p className={styles.mine}>
          {mine.numbers.length === 1 ? 'Your ticket' : 'Your tickets'}: {mine.numbers.join(', ')}
          {winners && (
            <strong className={mine.won > 0 ? styles.won : undefined}>
              {mine.won > 0 ? ` · You won ${money(mine.won)}` : ' · No prize this time'}
            </strong>
          )}
        </p>
      )}
    </>
  );
}
