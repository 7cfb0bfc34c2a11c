/** A measured size, min+gzip bytes, and the most it may be. */
export interface Figure {
  what: string;
  bytes: number;
  budget: number;
}

export interface AppBudgets {
  initial: number;
  home: number;
  chunks: Record<string, number>;
  otherChunk: number;
}

export declare const appBudgets: AppBudgets;
export declare const designSystemBudgets: { script: number; styles: number };
export declare const widgetsBudgets: {
  script: number;
  styles: number;
  embedScript: number;
  embedStyles: number;
};

/** The player app's build in `dir` (its `dist/`): the initial load, the home page's, every lazy chunk. */
export declare function appFigures(dir: string, budgets?: AppBudgets): Figure[];
/** The design system's `dist/`: its JS with its dependencies (React left out) and its stylesheet. */
export declare function designSystemFigures(dist: string): Promise<Figure[]>;
/** The betting widgets' `dist/`: the React library's JS and stylesheet, the embed bundle's. */
export declare function widgetsFigures(dist: string): Promise<Figure[]>;
/** One line for each figure over its budget, saying both. */
export declare function overBudget(figures: Figure[]): string[];
