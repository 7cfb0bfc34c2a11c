export {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogFooterProps,
  type DialogRootProps,
  type DialogTriggerProps,
} from './Dialog.tsx';
export { dialogSizes, type DialogVariants } from './Dialog.css.ts';
