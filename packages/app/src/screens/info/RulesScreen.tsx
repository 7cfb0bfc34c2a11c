import { Stack } from '@exchange/design-system';
import * as styles from '../screen.css.ts';
import { Section } from './PolicyPage.tsx';

/** `/rules`: how bets are matched, settled and cashed out here (DOMAIN.md). */
export function RulesScreen() {
  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>Rules</h1>
      <Stack space="medium" className={styles.prose}>
        <Section title="Back and lay">
          <p>
            A back bet wins if the selection wins; a lay bet wins if it does not. At decimal odds a back bet
            of 100 at 2.50 wins 150 or loses 100; a lay bet of 100 at 2.50 wins 100 or loses 150 (its
            liability).
          </p>
        </Section>
        <Section title="Markets">
          <ul className={styles.proseList}>
            <li>Match odds use decimal odds.</li>
            <li>Bookmaker odds count from 100: 45 means a back bet wins 45% of its stake.</li>
            <li>
              Session (fancy) bets name a run line and a rate: Yes wins when the final total reaches the line,
              No when it stays below.
            </li>
          </ul>
        </Section>
        <Section title="Matching and exposure">
          <ul className={styles.proseList}>
            <li>
              A bet at or better than the best available price is matched at once; otherwise it waits
              unmatched until the price comes or you cancel it.
            </li>
            <li>Bets placed in play wait a few seconds and are checked against the price again.</li>
            <li>
              Your exposure is the most you can lose on your open bets. A bet is accepted only while your
              exposure stays within your balance and your exposure limit.
            </li>
            <li>Suspended markets accept no bets.</li>
          </ul>
        </Section>
        <Section title="Cash out">
          <p>
            Cashing out places the opposite bet at the current price so that your result is the same whoever
            wins.
          </p>
        </Section>
      </Stack>
    </article>
  );
}
