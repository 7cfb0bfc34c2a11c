import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appFigures,
  designSystemFigures,
  overBudget,
  widgetsFigures,
} from '../../scripts/lib/sizeBudgets.mjs';

/**
 * Issue 43: the byte budgets of what `npm run build` makes (this project's global setup), min+gzip as the
 * benches measure it (scripts/lib/sizeBudgets.mjs). A failure names each figure over its budget, and the
 * budget.
 */

const packages = join(import.meta.dirname, '../../packages');

describe("the player app's production build", () => {
  it('runs at most 150 kB of JavaScript before the app does: the entry and its modulepreloads', () => {
    const initial = appFigures(join(packages, 'app/dist')).slice(0, 1);
    expect(initial[0]?.what).toMatch(/^the player app's initial JavaScript \(assets\/index-.+assets\/boot-/);
    expect(overBudget(initial)).toEqual([]);
  });

  it('loads the home page, and each lazy chunk, within its budget', () => {
    const [, ...rest] = appFigures(join(packages, 'app/dist'));
    // index.html's route-preload script names the chunks of `/`: the home page was measured.
    expect(rest[0]?.what).toMatch(/before \/ shows/);
    expect(rest.length).toBeGreaterThan(20);
    expect(overBudget(rest)).toEqual([]);
  });

  it.each(['socket', 'overlays'])(
    'preloads no %s chunk for a first page: it loads once the page shows, or when a page asks for it',
    (chunk) => {
      const html = readFileSync(join(packages, 'app/dist/index.html'), 'utf8');
      const preloaded = /var r=(\[.*?\]),p=location\.pathname/.exec(html)?.[1] ?? '';
      expect(preloaded).toContain('/assets/odds-');
      expect(preloaded).not.toContain(`/assets/${chunk}-`);
      expect(html).not.toMatch(new RegExp(`modulepreload[^>]*${chunk}-`));
      const [, ...lazy] = appFigures(join(packages, 'app/dist'));
      expect(lazy.map((figure) => figure.what)).toContainEqual(
        expect.stringMatching(new RegExp(`lazy chunk assets/${chunk}-`)),
      );
    },
  );
});

describe('the published libraries', () => {
  it("keep the design system's JS and stylesheet within their budgets", async () => {
    expect(overBudget(await designSystemFigures(join(packages, 'design-system/dist')))).toEqual([]);
  });

  it("keep the widgets' React library and their embed bundle within their budgets", async () => {
    expect(overBudget(await widgetsFigures(join(packages, 'betting-widgets/dist')))).toEqual([]);
  });
});
