/** The properties counted beside `display: flex | grid`: what arranges a container's items. */
export declare const companionProperties: string[];

/**
 * The hand-written layout CSS in one `.css.ts` file's text: flex and grid containers (`rules`), those
 * declarations and their companions (`declarations`, and `byProperty`), and the lines holding any.
 */
export declare function countLayoutCss(source: string): {
  rules: number;
  declarations: number;
  lines: number;
  byProperty: Record<string, number>;
};
