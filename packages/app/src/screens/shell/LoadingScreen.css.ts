import { vars } from '@exchange/design-system/tokens';
import { globalStyle, keyframes } from '@vanilla-extract/css';
import { loadingClasses } from './loadingClasses.ts';

// Rules for stable class names (why: loadingClasses.ts).
export const { themed, page, content, status, ring } = loadingClasses;

// Over the app's (still empty) root until the first page replaces it: nothing below it moves meanwhile.
globalStyle(`.${themed}`, {
  position: 'fixed',
  inset: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.primary,
  backgroundColor: vars.color.background.body,
});

globalStyle(`.${page}`, {
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.medium,
  boxSizing: 'border-box',
  color: vars.color.foreground.primary,
});

globalStyle(`.${content}`, { display: 'grid', justifyItems: 'center', gap: vars.space.large });

// The design system's Spinner (medium), for the static copy.
globalStyle(`.${status}`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.foreground.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

globalStyle(`.${ring}`, {
  flexShrink: 0,
  boxSizing: 'border-box',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: 3,
  borderColor: vars.color.border.default,
  borderTopColor: vars.color.accent.base,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
