import { Box, Inline } from '@exchange/design-system';
import type { CardFace } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { PlayingCard, type PlayingCardProps } from '../PlayingCard/PlayingCard.tsx';
import * as styles from './CardHand.css.ts';

export interface CardHandProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whose cards: "Player A", "Dragon", "Joker". Shown over the cards and naming the list. */
  label: string;
  /** The dealt cards in order; `null` is a card dealt face down. */
  cards: readonly (CardFace | null)[];
  /** How many cards the hand will hold: the places not dealt yet show as outlines (Teen Patti: 3). */
  slots?: number;
  size?: PlayingCardProps['size'];
  /** Overlaps the cards to save room (a phone, a long Andar Bahar row). */
  overlap?: boolean;
}

/** One side's cards in a casino round, as a named list of playing cards. */
export const CardHand = forwardRef<HTMLDivElement, CardHandProps>(function CardHand(
  { label, cards, slots = 0, size = 'medium', overlap = false, className, ...rest },
  ref,
) {
  const labelId = useId();
  const empty = Math.max(0, slots - cards.length);
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Inline
        as="ul"
        // Overlapped like a hand held in play; every card's index corner stays in sight.
        space={overlap ? 'none' : 'xsmall'}
        wrap={false}
        className={styles.cards}
        aria-labelledby={labelId}
        data-overlap={overlap || undefined}
        data-size={size}
      >
        {cards.map((card, index) => (
          // A hand only grows at its end, so a card's place is its identity.
          <Box as="li" display="flex" key={index} className={styles.item}>
            <PlayingCard rank={card?.rank} suit={card?.suit} faceDown={card === null} size={size} />
          </Box>
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <Box as="li" display="flex" key={`slot-${index}`} className={styles.item} aria-hidden="true">
            <span className={styles.slot} data-size={size} />
          </Box>
        ))}
      </Inline>
    </div>
  );
});
CardHand.displayName = 'CardHand';
