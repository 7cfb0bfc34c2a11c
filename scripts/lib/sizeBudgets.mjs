// The byte budgets npm test holds the built bundles to (tests/library/size-budgets.test.ts), min+gzip as a
// server sends them, measured as the benches measure them (scripts/bench/lib/size.mjs). A build is
// deterministic, so a figure over its budget is a change, never noise: move code off the load it grew, or
// raise the budget in the same commit and say why.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  appScripts,
  gzipSize,
  isReact,
  isReactOrDesignSystem,
  kb,
  minifiedBundle,
  scriptSizes,
} from '../bench/lib/size.mjs';

const kB = 1024;

/**
 * The player app's production build. `initial` is issue 43's target: what the browser runs before the app
 * does, at most 150 kB. The others were set a tenth or so above what they measured, rounded up to a whole
 * kB (the figure in brackets), so that a feature's ordinary growth passes and a library or another page's
 * code landing on a load does not.
 */
export const appBudgets = {
  /** The entry and the chunks index.html links as modulepreloads (138.9 kB). */
  initial: 150 * kB,
  /**
   * Those and the chunks index.html preloads for `/`, the signed-in layout and the listing (180.2 kB; 195.1
   * kB while the overlays' code was among them, 207.1 kB while the layout's chunk also held socket.io's
   * client, 218.0 kB while it also held every feature's contract and date-fns' parser).
   */
  home: 198 * kB,
  /** The lazy chunks the build names (packages/app/vite.config.ts), by name. */
  chunks: {
    /**
     * The signed-in shell and the sports listing (22.4 kB; 32.9 kB while it held the phone's drawer and the
     * dialogs' stack, 45.4 kB while it also held socket.io's client, ADRs 0072 and 0074; 58.2 kB while its
     * calls named `contract`, which brought every feature's schemas, and it took date-fns' parser and English
     * locale with its dates).
     */
    home: 25 * kB,
    /**
     * The odds page (29.7 kB; 27.5 kB while the shell's chunk held date-fns' formatter, which the reality
     * check's dialog used there).
     */
    odds: 32 * kB,
    /**
     * What the other screens share (55.0 kB; 78.4 kB while it also held the agent panel's and the casino's
     * shared code, which a player's casino table and reports then loaded too). 38.6 kB until the contract's
     * features and date-fns' parser moved here from the signed-in shell's chunk: the pages that load this one
     * load that one too, so they load the same, and the first pages less.
     */
    shared: 61 * kB,
    /** What the casino's screens share: its games' rules, its tables, the fairness check's hashing (29.7 kB). */
    casino: 33 * kB,
    /** What the agent panel's screens share; no player page loads it (13.6 kB). */
    panel: 15 * kB,
    /** The screens' style modules: their class names (9.6 kB). */
    styles: 11 * kB,
    /** socket.io's client, which the sockets load once a page has shown (12.7 kB, ADR 0072). */
    socket: 15 * kB,
    /**
     * What only overlays need: the toasts, the dialogs, the phone's drawer, with Radix's dismissable layer,
     * focus trap and scroll lock (13.9 kB, ADR 0074). No first page preloads it.
     */
    overlays: 16 * kB,
    /** Radix's small parts and the design system's that first pages and overlays share (6.9 kB). */
    primitives: 8 * kB,
    /**
     * A route's chunk, named after its file: Profit Loss, the player's and the agent panel's, with its chart
     * (visx's shapes on d3's scales, ADR 0040), which loads with this route only (12.7 kB).
     */
    profitLoss: 14 * kB,
  },
  /** Any other lazy chunk: a screen's own code, or a library loaded when asked for (the largest, 5.4 kB). */
  otherChunk: 6 * kB,
};

/** The design system's published build, as a site ships it. */
export const designSystemBudgets = {
  /** Its JS with its runtime dependencies (radix-ui, the vanilla-extract runtime, clsx), React left out (64.3 kB). */
  script: 71 * kB,
  /** design-system.css, every component's rules (8.5 kB). */
  styles: 10 * kB,
};

/**
 * The betting widgets' published build: the React library and the embed bundle. The library's target was
 * 40 kB while it held the sports widgets; with the casino's (their games' rules, date-fns, the fairness
 * check's hashing) it measured 69.1 kB.
 */
export const widgetsBudgets = {
  /** The library's JS with its dependencies, React and the design system left out (69.1 kB). */
  script: 76 * kB,
  /** betting-widgets.css, every widget's rules (5.0 kB). */
  styles: 6 * kB,
  /** embed/exchange-widgets.js: React, the design system and every widget in one module (183.9 kB). */
  embedScript: 203 * kB,
  /** embed/exchange-widgets.css, the design system's and the widgets' rules (12.3 kB). */
  embedStyles: 14 * kB,
};

/** A chunk's name as Vite writes it, `assets/<name>-<8-character hash>.js`. */
const chunkName = (file) => /^(.+)-[\w-]{8}\.js$/.exec(basename(file))?.[1] ?? basename(file);

/**
 * The app build in `dir` (its `dist/`), each figure with its budget: the initial load, the home page's when
 * index.html preloads its chunks, and every lazy chunk (by its name's budget, or any other chunk's).
 */
export function appFigures(dir, budgets = appBudgets) {
  const scripts = appScripts(dir);
  const figures = [
    {
      what: `the player app's initial JavaScript (${scripts.initial.join(', ')})`,
      bytes: scriptSizes(dir, scripts.initial).gzipped,
      budget: budgets.initial,
    },
  ];
  if (scripts.home) {
    figures.push({
      what: "the player app's JavaScript before / shows (the initial and the chunks index.html preloads for /)",
      bytes: scriptSizes(dir, scripts.home).gzipped,
      budget: budgets.home,
    });
  }
  for (const file of scripts.lazy) {
    const name = chunkName(file);
    figures.push({
      what: `the player app's lazy chunk ${file}`,
      bytes: scriptSizes(dir, [file]).gzipped,
      budget: budgets.chunks[name] ?? budgets.otherChunk,
    });
  }
  return figures;
}

/** The design system's `dist/`, each figure with its budget. */
export async function designSystemFigures(dist) {
  const script = await minifiedBundle(join(dist, 'index.js'), isReact);
  return [
    {
      what: 'design system JS (React left out)',
      bytes: gzipSize(script),
      budget: designSystemBudgets.script,
    },
    {
      what: 'design-system.css',
      bytes: gzipSize(readFileSync(join(dist, 'design-system.css'))),
      budget: designSystemBudgets.styles,
    },
  ];
}

/** The betting widgets' `dist/`, each figure with its budget. */
export async function widgetsFigures(dist) {
  const script = await minifiedBundle(join(dist, 'index.js'), isReactOrDesignSystem);
  const file = (path) => gzipSize(readFileSync(join(dist, path)));
  return [
    {
      what: 'betting widgets JS (React and the design system left out)',
      bytes: gzipSize(script),
      budget: widgetsBudgets.script,
    },
    { what: 'betting-widgets.css', bytes: file('betting-widgets.css'), budget: widgetsBudgets.styles },
    {
      what: 'embed/exchange-widgets.js',
      bytes: file('embed/exchange-widgets.js'),
      budget: widgetsBudgets.embedScript,
    },
    {
      what: 'embed/exchange-widgets.css',
      bytes: file('embed/exchange-widgets.css'),
      budget: widgetsBudgets.embedStyles,
    },
  ];
}

const exactly = (bytes) => `${kb(bytes)} (${bytes.toLocaleString('en')} bytes)`;

/** One line for each figure over its budget, saying both. */
export function overBudget(figures) {
  return figures
    .filter(({ bytes, budget }) => bytes > budget)
    .map(
      ({ what, bytes, budget }) =>
        `${what}: ${exactly(bytes)} min+gzip, over its budget of ${exactly(budget)}`,
    );
}
