export { Button, type ButtonProps } from './Button.tsx';
export { buttonSizes, buttonTones, buttonVariants, type ButtonVariants } from './Button.css.ts';
