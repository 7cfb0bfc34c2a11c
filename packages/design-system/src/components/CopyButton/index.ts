export { CopyButton, type CopyButtonProps } from './CopyButton.tsx';
export { copyButtonSizes, copyButtonVariants } from './CopyButton.css.ts';
