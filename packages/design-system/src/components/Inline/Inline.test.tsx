import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../../testing/render.tsx';
import { Inline } from './Inline.tsx';

afterEach(() => page.viewport(1024, 768));

const box = (text: string) => page.getByText(text).element().getBoundingClientRect();

function Filters({ wrap }: { wrap?: boolean }) {
  return (
    <Inline space="medium" alignY="end" collapseBelow="tablet" wrap={wrap ?? true} data-testid="filters">
      <span>Sport</span>
      <span>Status</span>
      <span>Load</span>
    </Inline>
  );
}

describe('Inline', () => {
  it('stacks below its breakpoint, each item as wide as the row, and is one row above it', async () => {
    await renderThemed(<Filters />);
    const row = () => page.getByTestId('filters').element().getBoundingClientRect();
    expect(box('Status').top).toBe(box('Sport').top);
    expect(box('Status').left - box('Sport').right).toBe(12);

    await page.viewport(375, 700);
    expect(box('Status').top - box('Sport').bottom).toBe(12);
    expect(box('Sport').width).toBe(row().width);
  });

  it('keeps one line with wrap={false}, however narrow', async () => {
    await renderThemed(
      <div style={{ width: 60 }}>
        <Inline space="small" wrap={false}>
          <span>Back</span>
          <span>Lay</span>
        </Inline>
      </div>,
    );
    expect(box('Lay').top).toBe(box('Back').top);
  });
});
