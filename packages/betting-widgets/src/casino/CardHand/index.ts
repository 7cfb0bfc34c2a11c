export { CardHand, type CardHandProps } from './CardHand.tsx';
