import { vars } from '@exchange/design-system/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The look of the server's result HTML (packages/server/src/casino/resultHtml.ts writes these classes),
 * scoped to the box it is shown in, in the brand's tokens. The HTML is the server's, not React's, so its
 * own layout is written here rather than with the layout primitives.
 */
export const resultBox = style({ minWidth: 0 });

const inBox = (selector: string) => `${resultBox} ${selector}`;

globalStyle(inBox('.casino-result'), { display: 'grid', gap: vars.space.medium });

globalStyle(inBox('.casino-result-head'), {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});
globalStyle(inBox('.casino-result-game'), { color: vars.color.foreground.secondary });
globalStyle(inBox('.casino-result-winner'), {
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(inBox('.casino-result-void .casino-result-winner'), { color: vars.color.foreground.secondary });

globalStyle(inBox('.casino-cards'), { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** A card slot: the rank and suit on paper, a back in the accent, or a game's own token. */
globalStyle(inBox('.casino-card'), {
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '2.4em',
  height: '3.2em',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.primary,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: vars.shadow.small,
});
/** A card named in a result row's text: the same face at the size of the words around it. */
globalStyle(inBox('.casino-card.casino-card-inline'), {
  minWidth: '2em',
  height: '1.6em',
  marginInline: '0.1em',
  verticalAlign: 'middle',
  boxShadow: 'none',
});
globalStyle(inBox('.casino-card-red'), { color: vars.color.critical.text });
globalStyle(inBox('.casino-card-back'), {
  background: vars.color.accent.base,
  borderColor: vars.color.accent.base,
});
globalStyle(inBox('.casino-card-token'), { background: vars.color.background.surfaceSunken });

globalStyle(inBox('.casino-result-rows'), { borderCollapse: 'collapse', width: '100%' });
globalStyle(inBox('.casino-result-rows th, .casino-result-rows td'), {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(inBox('.casino-result-rows th'), {
  width: '40%',
  color: vars.color.foreground.secondary,
  fontWeight: vars.font.weight.regular,
});

/** The proof the HTML carries is shown by the fairness panel below it, with its Verify. */
globalStyle(inBox('.casino-result-proof'), { display: 'none' });
