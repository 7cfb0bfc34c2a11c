import { style } from '@vanilla-extract/css';

/** Input with the − and + buttons either side, joined into one control. */
export const group = style({ display: 'flex', alignItems: 'stretch', minWidth: 0 });

export const input = style({
  fontVariantNumeric: 'tabular-nums',
  minWidth: 0,
  selectors: {
    [`${group}[data-steppers] &`]: { textAlign: 'center', borderRadius: 0, position: 'relative' },
    // The hovered or focused input's border and ring sit above the neighbouring buttons.
    [`${group}[data-steppers] &:hover, ${group}[data-steppers] &:focus-visible`]: { zIndex: 1 },
  },
});

// Scoped under the group so these win over IconButton's own radius without depending on CSS order.
export const decrease = style({
  selectors: {
    [`${group} &`]: { borderStartEndRadius: 0, borderEndEndRadius: 0, marginInlineEnd: -1 },
  },
});

export const increase = style({
  selectors: {
    [`${group} &`]: { borderStartStartRadius: 0, borderEndStartRadius: 0, marginInlineStart: -1 },
  },
});
