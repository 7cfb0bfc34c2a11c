import { defaultBrand, type BrandName } from '@exchange/domain';
import { composeStories } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { commands, page, type Locator } from 'vitest/browser';
import * as preview from '../../.storybook/preview.tsx';
import { sheetWindow } from './sheetWindow.ts';

/**
 * The screenshot tests, compared with the committed baselines under `__screenshots__/`
 * (`npm run test:visual:update` rewrites them after a deliberate change). What is shot, and why it still
 * catches a brand's or a mode's regression, is docs/adr/0014-visual-coverage.md:
 *
 * - the library in every brand and mode: a sheet per component, all its stories on one page in one shot
 *   (`shootLibrarySheets`); stories whose overlay renders in a portal over the whole page cannot share a
 *   page, and are shot alone (in the default brand's light mode by `shootEachStory`, in its own window),
 *   every one in the default brand's modes and the first of each component in the other brands;
 * - every screen story alone in the default brand, light (`shootEachStory`);
 * - nowhere a story that draws what an earlier story of its file draws (`rendersDefaults`);
 * - the app's screens in dark, each screen's first story, and in the other brands every story of the
 *   screens a brand changes (`shootScreens`, `brandScreens`).
 *
 * A shot costs about the same whatever its size (render, capture, two PNG decodes, compare): one shot per
 * component instead of one per story is what keeps the suite's time in bounds.
 */
export type VisualBrand = BrandName;
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

/**
 * Each group's story files, loaded only by the test files that shoot that group: importing every story
 * (the app's screens pull in the whole app) in each of the four visual files was a third of their time.
 */
const storyFiles: Record<StoryGroup, Record<string, () => Promise<StoryModule>>> = {
  library: import.meta.glob<StoryModule>(
    '../../packages/{design-system,betting-widgets}/src/**/*.stories.tsx',
  ),
  screens: import.meta.glob<StoryModule>('../../packages/{app,casino-provider}/src/**/*.stories.tsx'),
};

/**
 * One file after another, in path order, as an eager glob imports them: styles of equal specificity (a
 * screen's class on a widget's root) apply in the order their modules load, and imports racing each other
 * would reorder them from one run to the next.
 */
async function importInOrder(files: Record<string, () => Promise<StoryModule>>) {
  const modules: [string, StoryModule][] = [];
  for (const path of Object.keys(files).sort()) {
    const load = files[path];
    if (load) modules.push([path, await load()]);
  }
  return modules;
}

const loaded = new Map<StoryGroup, Promise<[string, StoryModule][]>>();

/** The group's story files, imported once per page; a story titled for the other group is an error. */
function storiesOf(group: StoryGroup): Promise<[string, StoryModule][]> {
  let files = loaded.get(group);
  if (!files) {
    files = importInOrder(storyFiles[group]).then((modules) => {
      for (const [path, module] of modules) {
        const title = (module.default as { title?: string }).title ?? path;
        if (groupOf(title) !== group) throw new Error(`${path}: "${title}" is not a ${group} title`);
      }
      return modules;
    });
    loaded.set(group, files);
  }
  return files;
}

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

/** What a story may set without changing what it renders: a shot is taken before any play function. */
const notRendered = new Set(['play', 'name', 'storyName', 'tags']);

/**
 * Whether the story renders exactly its component's defaults: it sets nothing of its own but a play
 * function, a name or tags (a `Playground: {}` beside a `Default` whose play only asserts). All such
 * stories of a component draw the same picture (66 of the 73 Playground shots were byte for byte their
 * Default's), so only the first is shot.
 */
function rendersDefaults(story: unknown): boolean {
  return (
    typeof story === 'object' && story !== null && Object.keys(story).every((key) => notRendered.has(key))
  );
}

/**
 * Every story file's component with its stories composed in `brand` and `mode`, less those shot nowhere
 * and those that draw what an earlier story of the file draws (`rendersDefaults`).
 */
async function components(brand: VisualBrand, mode: VisualMode, group: StoryGroup): Promise<Component[]> {
  return (await storiesOf(group)).flatMap(([path, module]) => {
    const title = (module.default as { title?: string }).title ?? path;
    const composed = composeStories(module, { ...preview.default, initialGlobals: { brand, mode } });
    const exports = module as unknown as Record<string, unknown>;
    const shotForDefaults = Object.keys(composed).find((name) => rendersDefaults(exports[name]));
    const stories = Object.entries(composed as Record<string, unknown>)
      .map(([name, story]) => [name, story as ComposedStory] as [string, ComposedStory])
      .filter(
        ([, story]) => (story.parameters['visual'] as { disable?: boolean } | undefined)?.disable !== true,
      )
      .filter(([name]) => name === shotForDefaults || !rendersDefaults(exports[name]));
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

/**
 * Market frames skip rendering while off the screen (`content-visibility: auto`, MarketFrame.css.ts). A
 * sheet is measured in the 768 px viewport, then stretched to that height: a frame below the fold was
 * measured at its placeholder height, and whether Chromium had rendered it by the capture depended on
 * when its next frame came (a MatchList sheet was caught with its last story blank). Shots render
 * everything; on screen `auto` and `visible` draw the same.
 */
const renderEverything = document.createElement('style');
renderEverything.textContent = '* { content-visibility: visible !important; }';
document.head.append(renderEverything);

/**
 * Waits for the page's fonts and images. A lazy image (a lottery card's) loads only once it nears the
 * viewport, which on a stretched sheet it may or may not have done by the time of the shot: each is
 * loaded and decoded first, so the shot never catches it half-way.
 */
async function settled(): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
  );
}

/**
 * Compares what `target` shows with the baseline `name`: pixel for pixel first (one capture, decoded
 * natively: sameAsBaseline.ts), and only when that differs through toMatchScreenshot, whose tolerance,
 * stability wait, diff image and `--update` decide.
 */
async function matchesBaseline(target: Locator, name: string) {
  if (await commands.sameAsBaseline(name, target.selector)) return;
  await expect(target).toMatchScreenshot(name, { timeout: stableWithinMs });
}

/** Renders `element`, waits for its fonts and images and compares `target` with the baseline `name`. */
async function shoot(element: ReactElement, target: () => ReturnType<typeof page.getByTestId>, name: string) {
  const screen = await render(element);
  await settled();
  await matchesBaseline(target(), name);
  await screen.unmount();
}

/** Overlays render in portals outside the story root: those stories are shot as the whole page. */
function targetOf(story: ComposedStory) {
  return () => (isOverlay(story) ? page.elementLocator(document.body) : page.getByTestId('story-root'));
}

/** Every story of `group` alone, in the default brand and light mode. */
export async function shootEachStory(
  group: StoryGroup,
  { overlaysOnly = false }: { overlaysOnly?: boolean } = {},
): Promise<void> {
  const shown = await components(defaultBrand, 'light', group);
  describe('default light', () => {
    for (const { title, stories } of shown) {
      const alone = overlaysOnly ? stories.filter(([, story]) => isOverlay(story)) : stories;
      if (alone.length === 0) continue;
      describe(title, () => {
        for (const [exportName, Story] of alone) {
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
  await settled();
  const target = page.getByTestId(testId);
  const height = Math.ceil(target.element().getBoundingClientRect().height);
  if (height > sheetWindow.height) {
    throw new Error(
      `${name} is ${height} px tall, over the ${sheetWindow.height} px window: split its stories`,
    );
  }
  await page.viewport(viewport.width, Math.max(viewport.height, height));
  try {
    await matchesBaseline(target, name);
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
export async function shootLibrarySheets(
  brand: VisualBrand,
  mode: VisualMode,
  { overlays: withOverlays = true }: { overlays?: boolean } = {},
): Promise<void> {
  const library = await components(brand, mode, 'library');
  describe(`${brand} ${mode}`, () => {
    for (const { title, stories } of library) {
      const inline = stories.filter(([, story]) => !isOverlay(story));
      // In another brand one overlay per component: its tokens colour every overlay story alike, and the
      // default brand's light and dark modes shoot them all.
      const allOverlays = withOverlays ? stories.filter(([, story]) => isOverlay(story)) : [];
      const overlays = brand === defaultBrand ? allOverlays : allOverlays.slice(0, 1);
      if (inline.length === 0 && overlays.length === 0) continue;
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
export async function shootScreens(brand: VisualBrand, mode: VisualMode): Promise<void> {
  const screens = await components(brand, mode, 'screens');
  describe(`${brand} ${mode}`, () => {
    for (const { title, stories } of screens) {
      const shown = brand === defaultBrand ? stories.slice(0, 1) : brandScreens.test(title) ? stories : [];
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
