export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { iconButtonSizes, iconButtonVariants, type IconButtonVariants } from './IconButton.css.ts';
