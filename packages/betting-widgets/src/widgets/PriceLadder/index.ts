export { PriceLadder, type PriceLadderProps } from './PriceLadder.tsx';
