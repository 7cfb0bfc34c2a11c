import { composeStories } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import * as preview from '../../.storybook/preview.tsx';

/**
 * Every story, screenshotted in two or three brands (see `shotInBrand`) and compared with the committed baselines under
 * `__screenshots__/`. `npm run test:visual:update` rewrites them after a deliberate change.
 *
 * The shots are spread over test files of one brand's library or screens each (lotus has no screens file:
 * see `shotInBrand`), so that two workers share them; in one file they all queued behind one browser page.
 */
export type VisualBrand = 'default' | 'royal' | 'lotus';

/** The libraries partners embed (the design system and the widgets), or the app's screens built from them. */
export type StoryGroup = 'library' | 'screens';

function groupOf(title: string): StoryGroup {
  return title.startsWith('Screens/') ? 'screens' : 'library';
}

/**
 * The libraries partners embed (the design system and the widgets) are shot in every brand; the app's
 * screens, assembled from them, in two, which keeps the suite's time and the baselines' size in bounds.
 */
function shotInBrand(title: string, brand: VisualBrand): boolean {
  return brand !== 'lotus' || title.startsWith('Widgets/') || title.startsWith('Design System/');
}

type StoryModule = Parameters<typeof composeStories>[0];
const storyFiles = import.meta.glob<StoryModule>('../../packages/*/src/**/*.stories.tsx', { eager: true });

interface ComposedStory {
  (props: Record<string, unknown>): ReactElement;
  storyName: string;
  parameters: Record<string, unknown>;
}

/** `Design System/Button` -> `design-system-button`: one folder of baselines, grouped by title. */
function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Declares the screenshot tests of one brand's stories in `group`; every story belongs to exactly one group. */
export function shootStories(brand: VisualBrand, group: StoryGroup): void {
  describe(brand, () => {
    for (const [path, module] of Object.entries(storyFiles)) {
      const stories = composeStories(module, {
        ...preview.default,
        initialGlobals: { brand, mode: 'light' },
      });
      const title = (module.default as { title?: string }).title ?? path;
      if (groupOf(title) !== group || !shotInBrand(title, brand)) continue;
      describe(title, () => {
        for (const [exportName, story] of Object.entries(stories)) {
          const Story = story as unknown as ComposedStory;
          const visual = Story.parameters['visual'] as { disable?: boolean } | undefined;
          // Overlays render in portals outside the story root: those stories are shot as the whole page.
          const target = () =>
            Story.parameters['overlay'] === true
              ? page.elementLocator(document.body)
              : page.getByTestId('story-root');
          it.skipIf(visual?.disable === true)(exportName, async () => {
            const screen = await render(<Story />);
            await document.fonts.ready;
            const name = `${slug(title)}-${slug(exportName)}-${brand}`;
            await expect(target()).toMatchScreenshot(name);
            await screen.unmount();
          });
        }
      });
    }
  });
}
