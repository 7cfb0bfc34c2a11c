import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';

export const toastTones = ['neutral', 'info', 'success', 'error'] as const;

/** Top centre, newest on top: a stack that grows downwards and never covers the header's middle for long. */
export const viewport = style([
  focusRing,
  {
    position: 'fixed',
    top: vars.space.large,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space.small,
    width: `min(420px, calc(100vw - 2 * ${vars.space.large}))`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-100%)' },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
  to: { transform: 'translateY(-100%)', opacity: 0 },
});

const motion = (name: string) => `${name} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`;

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'start',
      columnGap: vars.space.small,
      padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
      color: vars.color.foreground.primary,
      border: '1px solid',
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.large,
      selectors: {
        '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
        '&[data-swipe="cancel"]': {
          transform: 'none',
          transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
        },
      },
      '@media': {
        '(prefers-reduced-motion: no-preference)': {
          selectors: {
            '&[data-state="open"]': { animation: motion(enter) },
            '&[data-state="closed"]': { animation: motion(exit) },
            '&[data-swipe="end"]': { animation: motion(swipeOut) },
          },
        },
      },
    },
  ],
  variants: {
    tone: {
      neutral: { background: vars.color.background.surfaceRaised, borderColor: vars.color.border.default },
      info: { background: vars.color.neutral.subtle, borderColor: vars.color.neutral.base },
      success: { background: vars.color.positive.subtle, borderColor: vars.color.positive.base },
      error: { background: vars.color.critical.subtle, borderColor: vars.color.critical.base },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: {
    display: 'inline-flex',
    // Centres the icon on the first line of the title, beside the small close button.
    paddingBlock: 5,
  },
  variants: {
    tone: {
      neutral: { color: vars.color.foreground.secondary },
      info: { color: vars.color.neutral.text },
      success: { color: vars.color.positive.text },
      error: { color: vars.color.critical.text },
    },
  },
});

export const text = style({
  gridColumn: 2,
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  // Lines the title's first line up with the middle of the 28 px close button.
  paddingBlock: vars.space.xsmall,
});

export const title = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const close = style({ gridColumn: 3 });
