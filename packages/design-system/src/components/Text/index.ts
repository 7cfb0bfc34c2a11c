export { Text, type TextProps, type TextOwnProps } from './Text.tsx';
export { textSizes, textWeights, type TextVariants } from './Text.css.ts';
