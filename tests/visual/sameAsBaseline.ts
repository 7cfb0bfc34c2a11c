import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import type { BrowserCommand } from 'vitest/node';

/** Where the baseline called `name` is committed: beside the test file, in `__screenshots__/`. */
export function baselineFile(root: string, testFileDirectory: string, name: string): string {
  return join(root, testFileDirectory, '__screenshots__', `${name}.png`);
}

/** Vitest's own screenshot options for toMatchScreenshot (its defaults; vitest.config.ts sets none). */
const screenshotOptions = {
  animations: 'disabled',
  caret: 'hide',
  fullPage: false,
  maskColor: '#ff00ff',
  omitBackground: false,
  scale: 'device',
} as const;

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Whether the element `selector` now shows exactly the pixels of the baseline `name`: one capture, the way
 * toMatchScreenshot takes it, both images decoded by libvips (sharp). Vitest decodes with pngjs in
 * JavaScript, which with its garbage was about half of the visual tests' CPU in their Node process. Any
 * difference, or no baseline, answers false, and the caller asks toMatchScreenshot, whose tolerance,
 * stability wait, diff image, report and `--update` stay the judges.
 */
export const sameAsBaseline: BrowserCommand<[name: string, selector: string]> = async (
  context,
  name,
  selector,
) => {
  if (!context.testPath) return false;
  const { root } = context.project.config;
  const baseline = await readFile(baselineFile(root, relative(root, dirname(context.testPath)), name)).catch(
    () => null,
  );
  if (!baseline) return false;
  // The provider's own screenshot command, as toMatchScreenshot's matcher calls it.
  const trigger = context.triggerCommand as unknown as (
    command: '__vitest_takeScreenshot',
    name: string,
    options: Record<string, unknown>,
  ) => Promise<{ buffer: Buffer }>;
  const { buffer } = await trigger('__vitest_takeScreenshot', name, {
    ...screenshotOptions,
    save: false,
    element: selector,
  });
  const [expected, actual] = await Promise.all([pixels(baseline), pixels(buffer)]);
  return (
    expected.width === actual.width && expected.height === actual.height && expected.data.equals(actual.data)
  );
};
