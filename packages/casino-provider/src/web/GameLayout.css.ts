import { vars } from '@exchange/design-system';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 768px)';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  color: vars.color.foreground.primary,
  fontFamily: vars.font.family.body,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 20rem',
      gridTemplateAreas: '"header header" "game rules"',
      padding: vars.space.large,
    },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.chrome,
  color: vars.color.foreground.onChrome,
  '@media': { [desktop]: { gridArea: 'header' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});

export const figures = style({ display: 'flex', gap: vars.space.large, margin: 0 });

export const figure = style({ display: 'grid', gap: vars.space.xxsmall, textAlign: 'right' });

export const figureLabel = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.foreground.onChromeMuted,
});

export const figureValue = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const game = style({
  display: 'grid',
  gap: vars.space.medium,
  alignContent: 'start',
  minWidth: 0,
  '@media': { [desktop]: { gridArea: 'game' } },
});

export const rules = style({ '@media': { [desktop]: { gridArea: 'rules' } } });

export const announcer = style({
  margin: 0,
  minHeight: vars.font.lineHeight.medium,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

export const problem = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.critical.subtle,
  color: vars.color.critical.text,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'center',
  gap: vars.space.small,
});
