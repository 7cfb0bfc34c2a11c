export { LotteryCard, type LotteryCardProps } from './LotteryCard.tsx';
