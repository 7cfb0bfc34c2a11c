import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const bar = createContainer('table-header');

/**
 * A container, not a media query: a report table may sit in a narrow panel on a wide screen, and the
 * bar should stack whenever its own width is small.
 */
export const root = style({ containerName: bar, containerType: 'inline-size' });

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  '@container': {
    [`${bar} (min-width: 640px)`]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    },
  },
});

export const pageSize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.foreground.primary,
  fontSize: vars.font.size.small,
});

/** "Show [10] entries" on one line: the field's label sits beside its trigger, not above it. */
export const inlineField = style({ gridAutoFlow: 'column', alignItems: 'center' });

globalStyle(`${inlineField} > label`, {
  marginInlineEnd: vars.space.xsmall,
  fontWeight: vars.font.weight.regular,
});

export const pageSizeTrigger = style({ minWidth: '5.5em', fontVariantNumeric: 'tabular-nums' });

export const end = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  '@container': {
    [`${bar} (min-width: 640px)`]: { flexDirection: 'row', alignItems: 'center', marginInlineStart: 'auto' },
  },
});

export const search = style({
  '@container': { [`${bar} (min-width: 640px)`]: { width: '16rem' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
