import type { CardSuit } from '@exchange/domain';
import type { ReactNode } from 'react';

/**
 * The four suit shapes, drawn in a 20 x 20 box, so a card never depends on a font having the suit
 * glyphs (and a screenshot never changes with one).
 */
const heart =
  'M10 18.5C10 18.5 1 12.6 1 6.6 1 3.6 3.3 1.5 5.9 1.5 7.8 1.5 9.2 2.6 10 4.2 10.8 2.6 12.2 1.5 14.1 1.5 16.7 1.5 19 3.6 19 6.6 19 12.6 10 18.5 10 18.5Z';
const diamond = 'M10 1 18 10 10 19 2 10Z';
const spade =
  'M10 1C10 1 1.5 7.6 1.5 12.3 1.5 14.9 3.5 16.7 5.8 16.7 7.2 16.7 8.4 16.1 9.2 15L8.2 19H11.8L10.8 15C11.6 16.1 12.8 16.7 14.2 16.7 16.5 16.7 18.5 14.9 18.5 12.3 18.5 7.6 10 1 10 1Z';

/** Three leaves and a stem, as separate shapes: one path's overlapping parts would cut holes. */
const club = (
  <>
    <circle cx={10} cy={5.6} r={4.3} />
    <circle cx={5.3} cy={11.6} r={4.3} />
    <circle cx={14.7} cy={11.6} r={4.3} />
    <path d="M9 10.5 8 19h4l-1-8.5Z" />
  </>
);

const shapes: Record<CardSuit, ReactNode> = {
  hearts: <path d={heart} />,
  diamonds: <path d={diamond} />,
  spades: <path d={spade} />,
  clubs: club,
};

/** One suit pip centred on (x, y), `size` across; `flip` turns it upside down, as on the card's lower half. */
export function SuitPip({
  suit,
  x,
  y,
  size,
  flip = false,
}: {
  suit: CardSuit;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) {
  const scale = size / 20;
  const rotate = flip ? ` rotate(180 10 10)` : '';
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})${rotate}`}>{shapes[suit]}</g>
  );
}
