import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { appShellHeaderSize, appShellTabBarSize } from '../../theme/chrome.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.css.ts';
import { breakpoints } from '../../theme/sprinkles.css.ts';

export const toastTones = ['neutral', 'info', 'success', 'error'] as const;

/** A phone's window: its header holds the brand alone, the balance is at the top of the page under it. */
const phoneMedia = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/**
 * Top centre under the app's header, newest on top: a toast never covers the header's balance it often
 * announces (a bet placed, a deposit approved). On a phone, whose balance sits at the top of the page, the
 * stack is at the bottom instead, newest nearest the edge, above the bottom tab bar and the safe area.
 */
export const viewport = style([
  focusRing,
  {
    position: 'fixed',
    top: `calc(${appShellHeaderSize} + ${vars.space.small})`,
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
    '@media': {
      [phoneMedia]: {
        top: 'auto',
        bottom: `calc(${appShellTabBarSize} + env(safe-area-inset-bottom, 0px) + ${vars.space.small})`,
        flexDirection: 'column',
        width: `calc(100vw - 2 * ${vars.space.medium})`,
      },
    },
  },
]);

/** In from the edge the stack sits on: from above under the header, from below on a phone. */
const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-100%)' },
  to: { opacity: 1, transform: 'none' },
});
const enterFromBelow = keyframes({
  from: { opacity: 0, transform: 'translateY(100%)' },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
// Swiped sideways (ToastProvider's swipeDirection), the same on both edges.
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)', opacity: 0 },
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
        '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
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
        [`${phoneMedia} and (prefers-reduced-motion: no-preference)`]: {
          selectors: { '&[data-state="open"]': { animation: motion(enterFromBelow) } },
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
