export { Marquee, type MarqueeProps } from './Marquee.tsx';
export { marqueeTones, type MarqueeVariants } from './Marquee.css.ts';
