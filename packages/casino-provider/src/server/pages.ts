import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LaunchProblem } from '../launchProblems.ts';

/** The built page's placeholder for a launch problem (index.html carries it empty). */
const problemMeta = /<meta name="launch-problem" content="[^"]*"\s*\/?>/;

/**
 * The game page (Vite's build of index.html), with the launch problem written in when there is one: the
 * page shows the problem's words in the site's brand. The code is one of launchProblems' keys, never text
 * from the request, so it goes into the attribute as it is.
 */
export async function gamePage(pageDir: string, problem?: LaunchProblem): Promise<string | undefined> {
  const html = await readFile(join(pageDir, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined || !problemMeta.test(html)) return undefined;
  return html.replace(problemMeta, `<meta name="launch-problem" content="${problem ?? ''}" />`);
}

export const pageNotBuilt =
  'The game pages are not built: run `npm run build --workspace=@exchange/casino-provider`.';
