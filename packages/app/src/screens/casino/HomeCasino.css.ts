import { vars } from '@exchange/design-system/tokens';
import { style } from '@vanilla-extract/css';

/** Wide enough for the casino to stand beside the lists: the page's width, not the window's. */
export const besideQuery = '(min-width: 900px)';

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

export const more = style({ fontSize: vars.font.size.small, color: vars.color.foreground.link });

/**
 * One scrolling row of tiles on a phone; beside the lists, two columns of the first eight. (The lobby
 * has them all, one tap away.)
 */
export const tiles = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '136px',
  gap: vars.space.small,
  overflowX: 'auto',
  margin: 0,
  padding: `0 0 ${vars.space.xxsmall}`,
  listStyle: 'none',
  '@container': {
    [besideQuery]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      overflowX: 'visible',
    },
  },
});

export const tile = style({
  display: 'grid',
  minWidth: 0,
  // The phone's row scrolls sideways with three of its tiles in view: the others' artwork (half the home
  // page's elements) is laid out and painted only when scrolled near.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 160px',
  '@container': { [besideQuery]: { selectors: { '&:nth-child(n+9)': { display: 'none' } } } },
});

/** `/`: the casino first on a phone (a row that scrolls sideways), beside the lists on a wide page. */
export const homeLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    [besideQuery]: { gridTemplateColumns: 'minmax(0, 1fr) 300px', alignItems: 'start' },
  },
});

export const lists = style({
  minWidth: 0,
  '@container': { [besideQuery]: { gridColumn: 1, gridRow: 1 } },
});

export const aside = style({
  minWidth: 0,
  '@container': { [besideQuery]: { gridColumn: 2, gridRow: 1 } },
});

export const container = style({ containerType: 'inline-size' });
