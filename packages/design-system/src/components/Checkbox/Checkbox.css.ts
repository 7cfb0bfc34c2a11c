import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

const boxSize = '18px';

export const box = style([
  focusRing,
  {
    all: 'unset',
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: boxSize,
    height: boxSize,
    // Centres the box on the first line of the label.
    marginBlockStart: `calc((${vars.font.lineHeight.small} - ${boxSize}) / 2)`,
    border: `1.5px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.small,
    background: vars.color.background.surface,
    color: vars.color.accent.foreground,
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.foreground.primary },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.accent.base,
        borderColor: vars.color.accent.base,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical.base },
      '&:disabled': {
        cursor: 'not-allowed',
        borderColor: vars.color.border.default,
        background: vars.color.background.surfaceSunken,
        color: vars.color.foreground.disabled,
      },
    },
  },
]);

export const indicator = style({ display: 'inline-flex' });

export const checkIcon = style({
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const minusIcon = style({
  selectors: { [`${indicator}:not([data-state="indeterminate"]) &`]: { display: 'none' } },
});

export const group = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const options = style({
  display: 'flex',
  gap: vars.space.small,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column' },
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
    // Children sit under their "Select all" parent.
    '&[data-nested]': { paddingInlineStart: vars.space.xlarge },
  },
});
