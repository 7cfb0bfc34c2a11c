import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../../testing/render.tsx';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('keeps a list a list, with a ref to it and the space between its items', async () => {
    const ref = createRef<HTMLUListElement>();
    await renderThemed(
      <Stack as="ul" ref={ref} space={{ mobile: 'small', tablet: 'xlarge' }} aria-label="Sports">
        <li>Cricket</li>
        <li>Football</li>
      </Stack>,
    );
    await expect.element(page.getByRole('list', { name: 'Sports' })).toBeVisible();
    expect(page.getByRole('listitem').elements()).toHaveLength(2);
    expect(ref.current?.tagName).toBe('UL');
    const [cricket, football] = page.getByRole('listitem').elements();
    const gap = (football?.getBoundingClientRect().top ?? 0) - (cricket?.getBoundingClientRect().bottom ?? 0);
    // xlarge (24 px) from a tablet up: these tests run 1,024 px wide.
    expect(gap).toBe(24);
  });

  it('rejects a value off the scale and a layout atom it sets itself, at compile time', () => {
    // Never rendered: `npm run typecheck` fails if any line below stops being an error.
    const wrong = () => [
      // @ts-expect-error: no such space token.
      <Stack key="space" space="huge" />,
      // @ts-expect-error: a stack is a column; its display is not the caller's to change.
      <Stack key="display" display="grid" />,
      // @ts-expect-error: `align` names a side (`start`), not a CSS value.
      <Stack key="align" align="flex-start" />,
    ];
    expect(wrong).toBeTypeOf('function');
  });
});
