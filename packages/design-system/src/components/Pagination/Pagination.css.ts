import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHiddenRules } from '../../theme/root.css.ts';

const pager = createContainer('pagination');
const narrow = `${pager} (max-width: 559px)`;

/** Sized by its own width, so a pager under a narrow table compacts even on a wide screen. */
export const root = style({ containerName: pager, containerType: 'inline-size' });

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Nine square buttons fit a 360 px phone (less the page's padding) on one row.
  '@container': { [narrow]: { gap: vars.space.xxsmall } },
});

export const pageButton = style({ minWidth: vars.size.control, fontVariantNumeric: 'tabular-nums' });

/** The words on First / Previous / Next / Last: hidden from sight (not from the name) when narrow. */
export const stepText = style({
  '@container': {
    [narrow]: visuallyHiddenRules,
  },
});

export const stepButton = style({
  position: 'relative',
  '@container': {
    // Icon only: square, like the page numbers. Scoped under the root to win over Button's padding.
    [narrow]: { selectors: { [`${root} &`]: { width: vars.size.control, paddingInline: 0 } } },
  },
});

export const goTo = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

/** "Go to page [  ]" on one line: the field's label sits beside the input. */
export const goToField = style({ gridAutoFlow: 'column', alignItems: 'center' });

globalStyle(`${goToField} > label`, {
  marginInlineEnd: vars.space.xsmall,
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});

export const goToInput = style({ width: '4.5em', textAlign: 'center' });
