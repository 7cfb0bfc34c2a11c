import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHiddenRules } from '../../theme/root.css.ts';

/** The icon size the adornment slots are measured for (the icons' default). */
const adornmentSize = '18px';

/** Keeps the label for assistive technology while the layout shows only the control (search boxes). */
export const hiddenLabelField = style({ position: 'relative' });

globalStyle(`${hiddenLabelField} > label`, visuallyHiddenRules);

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

export const input = style({
  selectors: {
    [`${control}[data-leading] &`]: {
      paddingInlineStart: `calc(${vars.space.medium} + ${adornmentSize} + ${vars.space.small})`,
    },
    [`${control}[data-trailing] &`]: {
      paddingInlineEnd: `calc(${vars.size.controlSmall} + ${vars.space.small})`,
    },
  },
});

const adornment = style({
  position: 'absolute',
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.foreground.secondary,
});

/** Decorative (an icon, a currency sign): clicks fall through to the input behind it. */
export const leading = style([adornment, { insetInlineStart: vars.space.medium, pointerEvents: 'none' }]);

/** Interactive (a reveal toggle, a clear button). */
export const trailing = style([adornment, { insetInlineEnd: vars.space.xsmall }]);
