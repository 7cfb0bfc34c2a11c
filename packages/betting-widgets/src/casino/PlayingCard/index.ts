export { PlayingCard, type PlayingCardProps } from './PlayingCard.tsx';
export { playingCardSizes, type PlayingCardVariants } from './PlayingCard.css.ts';
