import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { inputBase } from '../FormField/FormField.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xsmall, justifyItems: 'start', minWidth: 0 });

export const boxes = style({
  display: 'flex',
  gap: vars.space.small,
  '@media': { 'screen and (max-width: 359px)': { gap: vars.space.xsmall } },
});

export const box = style([
  inputBase,
  {
    // Wide enough for a thumb on phones, narrow enough that six boxes fit a 320 px screen.
    width: vars.size.touchTarget,
    height: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
    paddingInline: 0,
    textAlign: 'center',
    fontSize: vars.font.size.large,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-filled]:not([aria-invalid="true"]):not(:disabled)': {
        borderColor: vars.color.foreground.secondary,
      },
    },
    '@media': { 'screen and (max-width: 359px)': { width: vars.size.control } },
  },
]);
