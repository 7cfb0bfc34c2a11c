/**
 * The executable steps of docs/recipes.md. A step is a fenced code block tagged by the HTML comment just
 * above it, which a reader of the rendered page does not see (the step's own words name the file):
 *
 *     <!-- recipe route: create packages/server/src/downline/service.ts -->
 *     <!-- recipe route: append packages/app/src/admin/api.ts -->
 *     <!-- recipe route: after "import type { Endpoint } from './endpoint.ts';" in packages/domain/src/contract/index.ts -->
 *     <!-- recipe route: before "} satisfies Record<string, Endpoint>;" in packages/domain/src/contract/index.ts -->
 *     <!-- recipe payment-method: replace "export const paymentAccountTypes" in packages/domain/src/constants/payments.ts -->
 *     <!-- recipe payment-method: replace "const available = (" to ");" in packages/app/src/screens/cashier/DepositScreen.tsx -->
 *     <!-- recipe payment-method: run -->
 *
 * `after`, `before` and `replace` find the one line holding the anchor (`replace ... to` the lines from it
 * through the next holding the second anchor); `run` runs each line of its block as a shell command from
 * the repository's root.
 */
export type StepAction =
  | { kind: 'create'; file: string }
  | { kind: 'append'; file: string }
  | { kind: 'after' | 'before'; file: string; anchor: string }
  | { kind: 'replace'; file: string; anchor: string; through?: string }
  | { kind: 'run' };

export interface RecipeStep {
  /** The recipe's name in its tags (`route`). */
  recipe: string;
  action: StepAction;
  /** The block's text, without the list item's indentation; ends with a newline. */
  code: string;
  /** The tag's line in the document, from 1. */
  line: number;
  /** The `## ` heading the step sits under. */
  heading: string;
  /** The words of the numbered item that holds the step, up to its tag: what a reader sees of it. */
  prose: string;
}

const tagPattern = /^\s*<!-- recipe ([\w-]+): (.*?) -->\s*$/;
const anchoredPattern = /^(after|before|replace) "(.+?)"(?: to "(.+?)")? in (\S+)$/;
const filePattern = /^(create|append) (\S+)$/;

function actionOf(text: string, where: string): StepAction {
  if (text === 'run') return { kind: 'run' };
  const whole = filePattern.exec(text);
  if (whole) return { kind: whole[1] === 'create' ? 'create' : 'append', file: whole[2] ?? '' };
  const anchored = anchoredPattern.exec(text);
  if (!anchored)
    throw new Error(`${where}: "${text}" is not a step (create, append, after, before, replace, run)`);
  const [, kind, anchor = '', through, file = ''] = anchored;
  if (kind === 'replace') return { kind, file, anchor, ...(through !== undefined && { through }) };
  if (through !== undefined) throw new Error(`${where}: only replace takes "to"`);
  return { kind: kind as 'after' | 'before', file, anchor };
}

/** The fenced block that starts at `from` (blank lines before it allowed): its text and the line after it. */
function blockAt(lines: readonly string[], from: number, where: string): { code: string; next: number } {
  let start = from;
  while (lines[start]?.trim() === '') start += 1;
  const fence = /^(\s*)(```+)\w*\s*$/.exec(lines[start] ?? '');
  if (!fence) throw new Error(`${where}: the tag is not followed by a fenced code block`);
  const [, indent = '', ticks = ''] = fence;
  const body: string[] = [];
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === ticks) return { code: `${body.join('\n')}\n`, next: index + 1 };
    if (line.trim() !== '' && !line.startsWith(indent))
      throw new Error(`${where}: a line of the block is outdented`);
    body.push(line.slice(indent.length));
  }
  throw new Error(`${where}: the code block is not closed`);
}

/** Every tagged step of the document, in its order. */
export function recipeSteps(markdown: string, documentName = 'docs/recipes.md'): RecipeStep[] {
  const lines = markdown.split('\n');
  const steps: RecipeStep[] = [];
  let heading = '';
  let itemStart = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.startsWith('## ')) {
      heading = line.slice(3).trim();
      itemStart = index;
    } else if (/^\d+\. /.test(line)) {
      itemStart = index;
    }
    const tag = tagPattern.exec(line);
    if (!tag) continue;
    const where = `${documentName}:${index + 1}`;
    const { code, next } = blockAt(lines, index + 1, where);
    steps.push({
      recipe: tag[1] ?? '',
      action: actionOf(tag[2] ?? '', where),
      code,
      line: index + 1,
      heading,
      prose: lines
        .slice(itemStart, index)
        .filter((text) => !tagPattern.test(text))
        .join('\n'),
    });
    index = next - 1;
  }
  return steps;
}
