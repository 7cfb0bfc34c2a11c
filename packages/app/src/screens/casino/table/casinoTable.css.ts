import { style } from '@vanilla-extract/css';
import { appShellHeaderHeight, vars } from '@exchange/design-system/tokens';
import { oneColumn } from '../../sports/sports.css.ts';

/** A window tall enough to pin the table and still show markets under it: not a phone on its side. */
const pinnedHeight = '(min-height: 640px)';

/**
 * The round's table. Stacked in one column on a phone held upright, it stays pinned under the shell's
 * header while the last results and the markets scroll under it, so the countdown, the cards and the
 * winner stay in sight; the results scroll away with the markets, leaving the screen to two runners at
 * least under the table. Not on a screen too short to show markets under it (a phone on its side).
 * Nothing in it scrolls or clips: a clipped edge of the table's shadow showed as a hairline at a
 * fractional pixel ratio.
 */
export const table = style({
  minWidth: 0,
  '@media': {
    [pinnedHeight]: {
      '@container': {
        [oneColumn]: {
          position: 'sticky',
          top: appShellHeaderHeight,
          // Over the markets, under the shell's header (which it meets when the markets' end scrolls by).
          zIndex: `calc(${vars.zIndex.sticky} - 1)`,
          // A strip of the page's colour under the results, so the markets pass under it out of sight.
          paddingBlockEnd: vars.space.small,
          background: vars.color.background.body,
        },
      },
    },
  },
});

export const rules = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.primary,
});

export const note = style({
  margin: 0,
  marginTop: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.foreground.secondary,
});
