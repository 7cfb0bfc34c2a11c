export {
  Inline,
  inlineAligns,
  inlineAlignYs,
  inlineCollapseBelow,
  type InlineOwnProps,
  type InlineProps,
} from './Inline.tsx';
