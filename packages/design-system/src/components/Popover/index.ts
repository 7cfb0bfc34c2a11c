export {
  Popover,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverRootProps,
  type PopoverTriggerProps,
} from './Popover.tsx';
export { popoverAligns, popoverSides } from './Popover.css.ts';
