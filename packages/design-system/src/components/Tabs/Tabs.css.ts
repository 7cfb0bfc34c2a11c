import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const tabsVariants = ['underline', 'pill'] as const;

export const root = style({ display: 'grid', minWidth: 0 });

const fade = vars.space.xlarge;

/**
 * One row that scrolls sideways when the tabs do not fit (a lobby of 18 game types on a phone), never
 * wrapping onto a second line.
 */
export const list = recipe({
  base: {
    display: 'flex',
    flexWrap: 'nowrap',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    // A tab focused by keyboard stops clear of the faded edge.
    scrollPaddingInline: fade,
    minWidth: 0,
    // Mask gradients use only alpha: black is "shown", transparent "hidden"; no colour reaches the screen.
    selectors: {
      '&[data-overflow-end]': {
        maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)`,
      },
      '&[data-overflow-start]': {
        maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)`,
      },
      '&[data-overflow-start][data-overflow-end]': {
        maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
      },
      '[dir="rtl"] &[data-overflow-end]:not([data-overflow-start])': {
        maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)`,
      },
      '[dir="rtl"] &[data-overflow-start]:not([data-overflow-end])': {
        maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)`,
      },
    },
  },
  variants: {
    variant: {
      underline: {
        gap: vars.space.xsmall,
        boxShadow: `inset 0 -1px 0 ${vars.color.border.subtle}`,
      },
      pill: {
        gap: vars.space.small,
        // Room for the focus ring, which the scrolling box would otherwise clip.
        padding: vars.space.xxsmall,
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const trigger = recipe({
  base: [
    focusRing,
    {
      all: 'unset',
      boxSizing: 'border-box',
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xsmall,
      minHeight: vars.size.control,
      paddingInline: vars.space.medium,
      fontFamily: 'inherit',
      fontSize: vars.font.size.small,
      lineHeight: vars.font.lineHeight.small,
      fontWeight: vars.font.weight.semibold,
      whiteSpace: 'nowrap',
      color: vars.color.foreground.secondary,
      cursor: 'pointer',
      userSelect: 'none',
      transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        // Inside the scrolling list the ring is drawn inward so it is never cut off.
        '&:focus-visible': { outlineOffset: -2 },
        '&:hover:not(:disabled)': { color: vars.color.foreground.primary },
        '&:disabled': { cursor: 'not-allowed', color: vars.color.foreground.disabled },
      },
      '@media': { '(pointer: coarse)': { minHeight: vars.size.touchTarget } },
    },
  ],
  variants: {
    variant: {
      underline: {
        borderBottom: '2px solid transparent',
        selectors: {
          '&:hover:not(:disabled)': { borderBottomColor: vars.color.border.default },
          '&[data-state="active"]': {
            color: vars.color.accent.text,
            borderBottomColor: vars.color.accent.text,
          },
        },
      },
      pill: {
        borderRadius: vars.radius.full,
        border: `1px solid ${vars.color.border.default}`,
        background: vars.color.background.surface,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.background.hover },
          '&[data-state="active"], &[data-state="active"]:hover': {
            color: vars.color.accent.foreground,
            background: vars.color.accent.base,
            borderColor: vars.color.accent.base,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export type TabsVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const content = style([
  focusRing,
  {
    paddingBlock: vars.space.medium,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
