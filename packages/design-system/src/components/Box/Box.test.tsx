import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../../testing/render.tsx';
import { Box } from './Box.tsx';

afterEach(() => page.viewport(1024, 768));

describe('Box', () => {
  it('renders the element asked for, with its attributes and no role of its own', async () => {
    const ref = createRef<HTMLElement>();
    await renderThemed(
      <Box as="nav" ref={ref} aria-label="Reports" padding="small" data-testid="nav">
        <a href="#statement">Account statement</a>
      </Box>,
    );
    await expect.element(page.getByRole('navigation', { name: 'Reports' })).toBeVisible();
    expect(ref.current?.tagName).toBe('NAV');
    expect(ref.current?.getAttribute('role')).toBeNull();
    // The atoms are classes, never attributes.
    expect(ref.current?.hasAttribute('padding')).toBe(false);
  });

  it('takes one token per breakpoint', async () => {
    await renderThemed(
      <Box padding={{ mobile: 'small', tablet: 'large' }} data-testid="box">
        Balance
      </Box>,
    );
    const padding = () => getComputedStyle(page.getByTestId('box').element()).paddingTop;
    expect(padding()).toBe('16px');
    await page.viewport(375, 700);
    expect(padding()).toBe('8px');
  });

  it('styles its one child with asChild, adding no element and no tab stop', async () => {
    await renderThemed(
      <Box asChild padding="small" className="extra">
        <a href="#statement" className="own">
          Account statement
        </a>
      </Box>,
    );
    const link = page.getByRole('link', { name: 'Account statement' }).element();
    expect(link.classList).toContain('own');
    expect(link.classList).toContain('extra');
    expect(getComputedStyle(link).paddingLeft).toBe('8px');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(link);
  });

  it('rejects a value off the token scales and an attribute its element lacks, at compile time', () => {
    // Never rendered: `npm run typecheck` fails if any line below stops being an error.
    const wrong = () => [
      // @ts-expect-error: no such space token.
      <Box key="space" padding="huge" />,
      // @ts-expect-error: a colour is a token, not a CSS value.
      <Box key="colour" background="#ff0000" />,
      // @ts-expect-error: a div has no href; `as="a"` does.
      <Box key="href" href="/reports" />,
    ];
    const right = () => <Box as="a" href="/reports" padding={{ mobile: 'small', desktop: 'large' }} />;
    expect([wrong, right]).toHaveLength(2);
  });
});
