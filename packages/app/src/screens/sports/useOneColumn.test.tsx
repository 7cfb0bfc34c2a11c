import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { twoColumnsMinWidth } from './sports.css.ts';
import { useOneColumn } from './useOneColumn.ts';

/** An odds page of `width` px that says which layout it takes; stacked, it is taller, as the real one. */
function OddsPage({ width, onRender }: { width: number; onRender?: () => void }) {
  onRender?.();
  const [ref, oneColumn] = useOneColumn<HTMLDivElement>();
  return (
    <div ref={ref} style={{ width, height: oneColumn ? 300 : 150 }} data-testid="page">
      {oneColumn ? 'one column' : 'two columns'}
    </div>
  );
}

/**
 * The page's text once the frame's resize observers have run, which is before that frame paints: an
 * observer made after the hook's (made as the page mounts) reports after it, in the same step.
 */
function textBeforePaint(element: Element): Promise<string> {
  return new Promise((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      resolve(element.textContent ?? '');
    });
    observer.observe(element);
  });
}

/** Resolves after `count` frames have run. */
async function frames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useOneColumn', () => {
  it('stacks a page narrower than two columns in a wide window from the first frame painted', async () => {
    expect(window.innerWidth).toBeGreaterThanOrEqual(twoColumnsMinWidth);
    const widthReads = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    let readsInCommit = -1;
    /** Its layout effect runs after the page's, in the same commit. */
    function AfterPage() {
      useLayoutEffect(() => {
        readsInCommit = widthReads.mock.calls.length;
      }, []);
      return null;
    }
    await render(
      <>
        <OddsPage width={twoColumnsMinWidth - 200} />
        <AfterPage />
      </>,
    );
    expect(await textBeforePaint(page.getByTestId('page').element())).toBe('one column');
    // No width read while React commits: the layout it would force is the frame's own, done once.
    expect(readsInCommit).toBe(0);
  });

  it('keeps two columns where they fit, with no second render', async () => {
    let renders = 0;
    await render(<OddsPage width={twoColumnsMinWidth + 40} onRender={() => (renders += 1)} />);
    expect(await textBeforePaint(page.getByTestId('page').element())).toBe('two columns');
    expect(renders).toBe(1);
  });

  it('changes its layout without a resize observer error, and follows the page as it widens', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    try {
      function Resizable() {
        const [width, setWidth] = useState(twoColumnsMinWidth - 200);
        return (
          <>
            <button type="button" onClick={() => setWidth(twoColumnsMinWidth + 40)}>
              Widen
            </button>
            <OddsPage width={width} />
          </>
        );
      }
      await render(<Resizable />);
      await expect.element(page.getByTestId('page')).toHaveTextContent('one column');
      await frames(3);
      await page.getByRole('button', { name: 'Widen' }).click();
      await expect.element(page.getByTestId('page')).toHaveTextContent('two columns');
      await frames(3);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
  });
});
