// The one-off layout CSS the design system's layout primitives (Box, Stack, Inline, Columns) are there to
// replace: hand-written flex and grid containers in a package's `.css.ts` files, and the declarations that
// place their items. Counted as text (comments dropped), so a before/after pair of a migration is comparable.

/** A flex or grid container: one hand-written layout rule. */
const container = /\bdisplay\s*:\s*['"](?:inline-)?(?:flex|grid)['"]/g;

/** What arranges a container's items: the companions of `display: flex | grid`. */
export const companionProperties = [
  'flexDirection',
  'flexWrap',
  'flexFlow',
  'gap',
  'rowGap',
  'columnGap',
  'alignItems',
  'alignContent',
  'justifyContent',
  'justifyItems',
  'placeItems',
  'placeContent',
  'gridTemplateColumns',
  'gridAutoFlow',
];

const companion = new RegExp(`(?<![\\w.$-])(${companionProperties.join('|')})\\s*:`, 'g');

/** The source without its comments, line for line (a block comment's lines stay, empty). */
function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

/**
 * @param {string} source a `.css.ts` file's text
 * @returns {{ rules: number, declarations: number, lines: number, byProperty: Record<string, number> }}
 *   rules: `display: flex | inline-flex | grid | inline-grid` declarations; declarations: those and their
 *   companions; lines: the lines holding at least one of them.
 */
export function countLayoutCss(source) {
  const byProperty = {};
  let rules = 0;
  let declarations = 0;
  let lines = 0;
  for (const line of withoutComments(source).split('\n')) {
    const containers = line.match(container)?.length ?? 0;
    const companions = [...line.matchAll(companion)].map((match) => match[1]);
    for (const name of companions) byProperty[name] = (byProperty[name] ?? 0) + 1;
    if (containers > 0) byProperty['display'] = (byProperty['display'] ?? 0) + containers;
    rules += containers;
    declarations += containers + companions.length;
    if (containers + companions.length > 0) lines += 1;
  }
  return { rules, declarations, lines, byProperty };
}
