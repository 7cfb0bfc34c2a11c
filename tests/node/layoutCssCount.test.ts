import { describe, expect, it } from 'vitest';
import { countLayoutCss } from '../../scripts/lib/layoutCss.mjs';

// The before/after figure of moving the app's and widgets' one-off layout CSS onto the design system's
// layout primitives (scripts/layout-css-count.mjs): what it counts must be what a migration removes.
describe('the one-off layout CSS count', () => {
  it('counts flex and grid containers and the declarations that place their items', () => {
    const source = `
      export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
      export const grid = style({
        display: 'inline-grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': { [desktop]: { gap: vars.space.large, justifyContent: 'start' } },
      });
    `;
    expect(countLayoutCss(source)).toEqual({
      rules: 2,
      declarations: 7,
      lines: 4,
      byProperty: { display: 2, alignItems: 1, gap: 2, gridTemplateColumns: 1, justifyContent: 1 },
    });
  });

  it('leaves out other displays, an item placing itself, and comments', () => {
    const source = `
      // display: 'flex' was tried here, with gap: 8
      /* a grid: display: 'grid';
         gap: vars.space.small */
      export const cell = style({ display: 'block', alignSelf: 'center', justifySelf: 'end' });
      export const label = style({ fontSize: vars.font.size.small }); // not a flex container
    `;
    expect(countLayoutCss(source)).toEqual({ rules: 0, declarations: 0, lines: 0, byProperty: {} });
  });
});
