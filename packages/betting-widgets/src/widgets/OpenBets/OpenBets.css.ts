import { vars } from '@exchange/design-system/tokens';
import { createVar, globalStyle, style, styleVariants, type GlobalStyleRule } from '@vanilla-extract/css';

export const runner = style({ fontWeight: vars.font.weight.semibold });

export const market = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: 'inherit',
  opacity: 0.85,
});

export const side = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const betCount = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const failure = style({
  margin: 0,
  color: vars.color.critical.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

/*
 * A narrow column (a phone, the odds page's 340 px side column): five columns do not fit, and a table
 * scrolling sideways hides the Cancel buttons. Each row then stacks: the selection across the top, the
 * figures (and the action) in equal columns beneath it, the header row likewise.
 */
const narrow = '(max-width: 419px)';
const columnCount = createVar();

/** The table's scroll container: the width the narrow layout answers to. */
export const tableContainer = style({ containerType: 'inline-size' });

export const table = styleVariants({
  withAction: { vars: { [columnCount]: '4' } },
  figuresOnly: { vars: { [columnCount]: '3' } },
});

const tables = `${table.withAction}, ${table.figuresOnly}`;
const inNarrow = (rules: GlobalStyleRule) => ({ '@container': { [narrow]: rules } });

globalStyle(`:is(${tables}), :is(${tables}) > :is(caption, thead, tbody)`, inNarrow({ display: 'block' }));
globalStyle(
  `:is(${tables}) tr`,
  inNarrow({
    display: 'grid',
    gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
    alignItems: 'center',
  }),
);
globalStyle(`:is(${tables}) tr > :first-child`, inNarrow({ gridColumn: '1 / -1' }));
globalStyle(
  `:is(${tables}) :is(th, td)`,
  inNarrow({ height: 'auto', minHeight: vars.size.tableRow, paddingInline: vars.space.small }),
);
