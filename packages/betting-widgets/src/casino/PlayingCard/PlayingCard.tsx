import { cardName, cardSuits, isCardRank, isRedSuit, type CardRank, type CardSuit } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useId, type SVGAttributes } from 'react';
import * as styles from './PlayingCard.css.ts';
import { isLowerHalf, pipLayouts } from './pips.ts';
import { SuitPip } from './suits.tsx';

export interface PlayingCardProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** With `suit`, the card's face; without either (or with `faceDown`) the card shows its back. */
  rank?: CardRank | undefined;
  suit?: CardSuit | undefined;
  /** Dealt but not yet turned over. */
  faceDown?: boolean;
  size?: styles.PlayingCardVariants['size'];
  /** The name of a card shown face down. */
  faceDownLabel?: string;
}

const width = 60;
const height = 84;

function CardFront({ rank, suit }: { rank: CardRank; suit: CardSuit }) {
  const pips = pipLayouts[rank];
  const colour = isRedSuit(suit) ? 'red' : 'black';
  const corner = (
    <>
      <text x={5} y={14} className={styles.index}>
        {rank}
      </text>
      <SuitPip suit={suit} x={9} y={21} size={8} />
    </>
  );
  return (
    <>
      <rect className={styles.face} x={0.5} y={0.5} width={width - 1} height={height - 1} rx={5} />
      <g className={styles.ink} data-colour={colour}>
        {corner}
        <g transform={`rotate(180 ${width / 2} ${height / 2})`}>{corner}</g>
        {pips ? (
          pips.map(([x, y]) => (
            <SuitPip key={`${x}-${y}`} suit={suit} x={x} y={y} size={11} flip={isLowerHalf(y)} />
          ))
        ) : rank === 'A' ? (
          <SuitPip suit={suit} x={width / 2} y={height / 2} size={26} />
        ) : (
          <>
            <rect className={styles.pictureFrame} x={15} y={15} width={30} height={54} rx={2} />
            <text x={width / 2} y={height / 2 - 2} textAnchor="middle" className={styles.picture}>
              {rank}
            </text>
            <SuitPip suit={suit} x={width / 2} y={height / 2 + 14} size={12} />
          </>
        )}
      </g>
    </>
  );
}

function CardBack({ patternId }: { patternId: string }) {
  return (
    <>
      <defs>
        <pattern
          id={patternId}
          width={8}
          height={8}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <path className={styles.backPattern} d="M0 0H8M0 0V8" />
        </pattern>
      </defs>
      <rect className={styles.back} x={1.5} y={1.5} width={width - 3} height={height - 3} rx={5} />
      <rect x={6} y={6} width={width - 12} height={height - 12} rx={3} fill={`url(#${patternId})`} />
    </>
  );
}

/**
 * A playing card drawn in SVG from its rank and suit (never from markup a server sends), named as a
 * person says it: "Queen of hearts", or "Face-down card".
 */
export const PlayingCard = forwardRef<SVGSVGElement, PlayingCardProps>(function PlayingCard(
  { rank, suit, faceDown = false, size, faceDownLabel = 'Face-down card', className, ...rest },
  ref,
) {
  const patternId = useId();
  // Checked at run time too: an embedding page may hand over whatever a feed sent.
  const shown =
    !faceDown && rank !== undefined && suit !== undefined && isCardRank(rank) && cardSuits.includes(suit);
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={shown ? cardName({ rank, suit }) : faceDownLabel}
      viewBox={`0 0 ${width} ${height}`}
      className={clsx(styles.card({ size }), className)}
      data-state={shown ? 'face-up' : 'face-down'}
      {...rest}
    >
      {shown ? <CardFront rank={rank} suit={suit} /> : <CardBack patternId={patternId} />}
    </svg>
  );
});
PlayingCard.displayName = 'PlayingCard';
