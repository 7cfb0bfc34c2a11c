import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const dialogSizes = ['small', 'medium', 'large'] as const;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const motion = (name: string) => `${name} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background.backdrop,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': { animation: motion(fadeIn) },
        '&[data-state="closed"]': { animation: motion(fadeOut) },
      },
    },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100vw - 2 * ${vars.space.large})`,
    // Tall content scrolls inside the body; the header (and its close button) stays in view.
    maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
    background: vars.color.background.surfaceRaised,
    color: vars.color.foreground.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: motion(rise) },
          '&[data-state="closed"]': { animation: motion(fadeOut) },
        },
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: 400 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.medium} ${vars.space.xlarge}`,
});

export const title = style({
  margin: 0,
  // Lines the first line of the title up with the middle of the close button.
  paddingBlockStart: vars.space.xsmall,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  gridColumn: '1 / -1',
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.secondary,
});

export const closeButton = style({ gridColumn: 2, gridRow: 1 });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.xlarge,
  paddingBlockEnd: vars.space.xlarge,
});

export const footer = style({
  // Stays in sight at the bottom of a scrolling body, so the actions are never scrolled away.
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.xlarge})`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBlockStart: vars.space.large,
  marginBlockEnd: `calc(-1 * ${vars.space.xlarge})`,
  marginInline: `calc(-1 * ${vars.space.xlarge})`,
  padding: `${vars.space.medium} ${vars.space.xlarge} ${vars.space.large}`,
  background: vars.color.background.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  borderEndStartRadius: vars.radius.large,
  borderEndEndRadius: vars.radius.large,
});
