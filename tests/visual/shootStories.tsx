import { composeStories } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import * as preview from '../../.storybook/preview.tsx';
import { sheetWindow } from './sheetWindow.ts';

/**
 * The screenshot tests, compared with the committed baselines under `__screenshots__/`
 * (`npm run test:visual:update` rewrites them after a deliberate change). What is shot, and why it still
 * catches a brand's or a mode's regression, is docs/adr/0014-visual-coverage.md:
 *
 * - every story alone in the default brand, light (`shootEachStory`);
 * - the library in the default brand's dark mode and in each other brand: a sheet per component, all its
 *   stories on one page in one shot (`shootLibrarySheets`); stories whose overlay renders in a portal over
 *   the whole page cannot share a page, and are shot alone;
 * - the app's screens in dark, each screen's first story, and in the other brands every story of the
 *   screens a brand changes (`shootScreens`, `brandScreens`).
 *
 * A shot costs about the same whatever its size (render, capture, two PNG decodes, compare): one shot per
 * component instead of one per story is what keeps the suite's time in bounds.
 */
export type VisualBrand = 'default' | 'royal' | 'lotus';
export type VisualMode = 'light' | 'dark';

/** The libraries partners embed (the design system and the widgets), or the app's screens built from them. */
export type StoryGroup = 'library' | 'screens';

function groupOf(title: string): StoryGroup {
  return title.startsWith('Screens/') ? 'screens' : 'library';
}

/** The screens whose content a brand changes: its name, logo and chrome (the shells, sign-in, loading, errors). */
const brandScreens =
  /^Screens\/(Admin\/Shell|Player\/(Shell|WelcomeDialog|Loading|Error|Login|SecurityCode|TransactionPassword))$/;

type StoryModule = Parameters<typeof composeStories>[0];
const storyFiles = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx', { eager: true });

interface ComposedStory {
  (props: Record<string, unknown>): ReactElement;
  storyName: string;
  parameters: Record<string, unknown>;
}

interface Component {
  title: string;
  /** The stories to shoot, by export name, in the file's order. */
  stories: [string, ComposedStory][];
}

/** Every story file's component with its stories composed in `brand` and `mode`, less those shot nowhere. */
function components(brand: VisualBrand, mode: VisualMode, group: StoryGroup): Component[] {
  return Object.entries(storyFiles).flatMap(([path, module]) => {
    const title = (module.default as { title?: string }).title ?? path;
    if (groupOf(title) !== group) return [];
    const composed = composeStories(module, { ...preview.default, initialGlobals: { brand, mode } });
    const stories = Object.entries(composed as Record<string, unknown>)
      .map(([name, story]) => [name, story as ComposedStory] as [string, ComposedStory])
      .filter(
        ([, story]) => (story.parameters['visual'] as { disable?: boolean } | undefined)?.disable !== true,
      );
    return stories.length > 0 ? [{ title, stories }] : [];
  });
}

const isOverlay = (story: ComposedStory) => story.parameters['overlay'] === true;

/** `Design System/Button` -> `design-system-button`: one folder of baselines, grouped by title. */
function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * How long a shot may take to come out the same twice: a baseline is written only once two captures
 * agree, and a sheet or a whole screen on CI's two loaded cores takes longer than Vitest's 5 s for that.
 */
const stableWithinMs = 30_000;

/** Renders `element`, waits for its fonts and compares `target` with the baseline `name`. */
async function shoot(element: ReactElement, target: () => ReturnType<typeof page.getByTestId>, name: string) {
  const screen = await render(element);
  await document.fonts.ready;
  await expect(target()).toMatchScreenshot(name, { timeout: stableWithinMs });
  await screen.unmount();
}

/** Overlays render in portals outside the story root: those stories are shot as the whole page. */
function targetOf(story: ComposedStory) {
  return () => (isOverlay(story) ? page.elementLocator(document.body) : page.getByTestId('story-root'));
}

/** Every story of `group` alone, in the default brand and light mode. */
export function shootEachStory(group: StoryGroup): void {
  describe('default light', () => {
    for (const { title, stories } of components('default', 'light', group)) {
      describe(title, () => {
        for (const [exportName, Story] of stories) {
          it(exportName, () =>
            shoot(<Story />, targetOf(Story), `${slug(title)}-${slug(exportName)}-default`),
          );
        }
      });
    }
  });
}

/** The viewport every shot is taken in (vitest.config.ts), restored after a sheet stretched it. */
const viewport = { width: 1024, height: 768 };

/**
 * Shoots the element with `testId` whole: what lies below the viewport is captured blank, so the viewport
 * is stretched to the element for its shot, inside a window tall enough not to scale it (sheetWindow.ts).
 * An element whose height follows the viewport (a screen's min-height: 100vh) fills the stretched one
 * exactly: no taller than its content.
 */
async function shootWhole(element: ReactElement, testId: string, name: string) {
  const screen = await render(element);
  await document.fonts.ready;
  const target = page.getByTestId(testId);
  const height = Math.ceil(target.element().getBoundingClientRect().height);
  if (height > sheetWindow.height) {
    throw new Error(
      `${name} is ${height} px tall, over the ${sheetWindow.height} px window: split its stories`,
    );
  }
  await page.viewport(viewport.width, Math.max(viewport.height, height));
  try {
    await expect(target).toMatchScreenshot(name, { timeout: stableWithinMs });
  } finally {
    await page.viewport(viewport.width, viewport.height);
    await screen.unmount();
  }
}

/** A component's stories one under the other, shot whole in one shot. */
function shootSheet(stories: [string, ComposedStory][], name: string) {
  return shootWhole(
    <div data-testid="sheet">
      {stories.map(([exportName, Story]) => (
        <Story key={exportName} />
      ))}
    </div>,
    'sheet',
    name,
  );
}

/**
 * The library in `brand` and `mode`: one sheet per component, its stories one under the other in one shot,
 * and each overlay story in a shot of its own.
 */
export function shootLibrarySheets(brand: VisualBrand, mode: VisualMode): void {
  describe(`${brand} ${mode}`, () => {
    for (const { title, stories } of components(brand, mode, 'library')) {
      const inline = stories.filter(([, story]) => !isOverlay(story));
      const overlays = stories.filter(([, story]) => isOverlay(story));
      describe(title, () => {
        if (inline.length > 0) {
          it(`sheet of ${inline.length}`, () => shootSheet(inline, `${slug(title)}-sheet-${brand}-${mode}`));
        }
        for (const [exportName, Story] of overlays) {
          it(exportName, () =>
            shoot(<Story />, targetOf(Story), `${slug(title)}-${slug(exportName)}-${brand}-${mode}`),
          );
        }
      });
    }
  });
}

/**
 * The app's screens in `brand` and `mode`, one shot each, whole (a screen fills the viewport, so screens
 * cannot share a sheet): in dark, each screen's first story; in another brand, every story of the screens a brand
 * changes (`brandScreens`).
 */
export function shootScreens(brand: VisualBrand, mode: VisualMode): void {
  describe(`${brand} ${mode}`, () => {
    for (const { title, stories } of components(brand, mode, 'screens')) {
      const shown = brand === 'default' ? stories.slice(0, 1) : brandScreens.test(title) ? stories : [];
      if (shown.length === 0) continue;
      describe(title, () => {
        for (const [exportName, Story] of shown) {
          const name = `${slug(title)}-${slug(exportName)}-${brand}-${mode}`;
          // Overlays are shot as the page; a screen in flow is shot whole, however tall.
          it(exportName, () =>
            isOverlay(Story)
              ? shoot(<Story />, targetOf(Story), name)
              : shootWhole(<Story />, 'story-root', name),
          );
        }
      });
    }
  });
}
