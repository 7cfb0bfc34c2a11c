export { Badge, type BadgeProps } from './Badge.tsx';
export { badgeSizes, badgeTones, badgeVariants, type BadgeVariants } from './Badge.css.ts';
