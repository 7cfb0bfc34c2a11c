import { Box, Inline, Stack } from '@exchange/design-system';
import { casinoCardFace, isFaceDownSlot } from '@exchange/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { PlayingCard, type PlayingCardProps } from '../PlayingCard/PlayingCard.tsx';
import * as styles from './RoundTable.css.ts';

export interface RoundTableHandProps {
  /** The hand's name ("Player A"), which names its list of cards. */
  label: string;
  labelId: string;
  /** The hand's slots: card codes, "1" for a card still face down, or an outcome's name. */
  slots: readonly string[];
  winner: boolean;
  size: PlayingCardProps['size'];
  /** A phone's table: the hand as wide as the row shares out, its cards overlapping rather than wrapping. */
  compact: boolean;
}

/** One hand on the table: its name over its cards, each turned over as it is dealt. */
export function RoundTableHand({ label, labelId, slots, winner, size, compact }: RoundTableHandProps) {
  // Cards may overlap, their corners still read; outcomes' names (a delivery, a pocket) may not.
  const fan = slots.every((code) => isFaceDownSlot(code) || casinoCardFace(code));
  return (
    <Stack
      space="xsmall"
      align={compact ? 'stretch' : 'center'}
      padding={compact ? 'xsmall' : 'small'}
      borderRadius="medium"
      className={styles.hand}
      data-winner={winner || undefined}
      // How wide the hand would like to be, and how far its cards overlap when it cannot be.
      style={assignInlineVars({ [styles.slotCount]: String(slots.length) })}
    >
      <span className={styles.handLabel} id={labelId}>
        {label}
      </span>
      <Inline
        as="ul"
        align="center"
        // A phone's fan stays on one line, each card over the one before (RoundTable.css.ts).
        space={compact && fan ? 'none' : 'xsmall'}
        wrap={!(compact && fan)}
        className={styles.cards}
        aria-labelledby={labelId}
        data-fan={fan || undefined}
      >
        {slots.map((code, index) => {
          const face = casinoCardFace(code);
          const down = isFaceDownSlot(code);
          // The key changes when the card is turned over, so the new face mounts and flips in.
          return (
            <li key={`${index}-${down ? 'down' : code}`}>
              {face || down ? (
                <PlayingCard
                  rank={face?.rank}
                  suit={face?.suit}
                  faceDown={down}
                  size={size}
                  className={down ? undefined : styles.turned}
                />
              ) : (
                <Box
                  as="span"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  className={clsx(styles.outcome, styles.turned)}
                >
                  {code}
                </Box>
              )}
            </li>
          );
        })}
      </Inline>
    </Stack>
  );
}
