import { Marquee } from '@exchange/design-system';
import type { NewsItem } from '@exchange/domain';
import * as styles from './NewsTicker.css.ts';

export interface NewsTickerProps {
  /** The lines of the admins above the player, top of the tree first. */
  lines: readonly Pick<NewsItem, 'text'>[];
}

/**
 * The news line at the top of a player's pages: the admins' messages passing by, stopped while hovered or
 * focused, still (wrapped) for those who ask for reduced motion. Nothing at all while there is no news.
 */
export function NewsTicker({ lines }: NewsTickerProps) {
  if (lines.length === 0) return null;
  return (
    <Marquee className={styles.ticker} label="News" tone="accent" items={lines.map((line) => line.text)} />
  );
}
