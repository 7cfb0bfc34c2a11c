export { Card, type CardProps } from './Card.tsx';
export { cardElevations, cardPaddings, cardTitleLevels, type CardVariants } from './Card.css.ts';
