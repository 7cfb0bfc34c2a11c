import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground.primary,
});

export const requiredMark = style({ color: vars.color.critical.text, marginInlineStart: vars.space.xxsmall });

export const hint = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.foreground.secondary,
});

export const error = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.critical.text,
  fontWeight: vars.font.weight.semibold,
});

/**
 * The look every text-like control shares (text, password, number, date, select trigger), so a form
 * reads as one piece. Invalid state comes from `aria-invalid`, set by FormField.
 */
export const inputBase = style([
  focusRing,
  {
    width: '100%',
    minHeight: vars.size.control,
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.xsmall,
    fontFamily: 'inherit',
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    color: vars.color.foreground.primary,
    background: vars.color.background.surface,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.medium,
    selectors: {
      '&::placeholder': { color: vars.color.foreground.secondary },
      '&:hover:not(:disabled)': { borderColor: vars.color.foreground.secondary },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical.base },
      '&:disabled': {
        cursor: 'not-allowed',
        color: vars.color.foreground.disabled,
        background: vars.color.background.surfaceSunken,
      },
    },
  },
]);
