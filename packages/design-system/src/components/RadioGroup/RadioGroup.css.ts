import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export const root = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column' },
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small, minWidth: 0 });

const radioSize = '18px';

export const radio = style([
  focusRing,
  {
    all: 'unset',
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: radioSize,
    height: radioSize,
    marginBlockStart: `calc((${vars.font.lineHeight.small} - ${radioSize}) / 2)`,
    border: `1.5px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.full,
    background: vars.color.background.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.foreground.primary },
      '&[data-state="checked"]': { background: vars.color.accent.base, borderColor: vars.color.accent.base },
      [`${list}[aria-invalid="true"] &`]: { borderColor: vars.color.critical.base },
      '&:disabled': {
        cursor: 'not-allowed',
        borderColor: vars.color.border.default,
        background: vars.color.background.surfaceSunken,
      },
    },
  },
]);

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.accent.foreground,
  selectors: { [`${radio}:disabled &`]: { background: vars.color.foreground.disabled } },
});

export const text = style({ display: 'grid', minWidth: 0 });

export const optionLabel = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.primary,
  cursor: 'pointer',
  selectors: {
    [`${item}[data-disabled] &`]: { color: vars.color.foreground.secondary, cursor: 'not-allowed' },
  },
});

export const description = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});
