import { brandNames } from '@exchange/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Pagination } from './Pagination.tsx';

const button = (name: string) => page.getByRole('button', { name, exact: true });
const goToBox = () => page.getByRole('spinbutton', { name: 'Go to page' });

/** The numbers on the numbered page buttons, in order. */
function shownPages(): number[] {
  return page
    .getByRole('button', { name: /^Page \d+$/ })
    .all()
    .map((locator) => Number(locator.element().textContent));
}

function currentPage(): string | null | undefined {
  return document.querySelector('[aria-current="page"]')?.textContent;
}

describe('Pagination', () => {
  it('is a navigation landmark named Pagination with First, Previous, Next and Last', async () => {
    await renderThemed(<Pagination pageCount={20} defaultPage={5} />);
    await expect.element(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    for (const name of ['First', 'Previous', 'Next', 'Last']) {
      await expect.element(button(name)).toBeEnabled();
    }
  });

  it('shows `range` numbered pages either side of the current one, which is marked current', async () => {
    await renderThemed(<Pagination pageCount={20} defaultPage={5} range={2} />);
    expect(shownPages()).toEqual([3, 4, 5, 6, 7]);
    await expect.element(button('Page 5')).toHaveAttribute('aria-current', 'page');
    await expect.element(button('Page 4')).not.toHaveAttribute('aria-current');
  });

  it('takes another range', async () => {
    await renderThemed(<Pagination pageCount={20} defaultPage={10} range={1} />);
    expect(shownPages()).toEqual([9, 10, 11]);
  });

  it('keeps the same number of page buttons at either end, and never more than there are pages', async () => {
    const first = await renderThemed(<Pagination pageCount={20} defaultPage={1} />);
    expect(shownPages()).toEqual([1, 2, 3, 4, 5]);
    await first.unmount();
    const last = await renderThemed(<Pagination pageCount={20} defaultPage={20} />);
    expect(shownPages()).toEqual([16, 17, 18, 19, 20]);
    await last.unmount();
    await renderThemed(<Pagination pageCount={3} defaultPage={2} />);
    expect(shownPages()).toEqual([1, 2, 3]);
  });

  it('disables First and Previous on the first page', async () => {
    await renderThemed(<Pagination pageCount={20} defaultPage={1} />);
    await expect.element(button('First')).toBeDisabled();
    await expect.element(button('Previous')).toBeDisabled();
    await expect.element(button('Next')).toBeEnabled();
    await expect.element(button('Last')).toBeEnabled();
  });

  it('disables Next and Last on the last page', async () => {
    await renderThemed(<Pagination pageCount={20} defaultPage={20} />);
    await expect.element(button('Next')).toBeDisabled();
    await expect.element(button('Last')).toBeDisabled();
    await expect.element(button('First')).toBeEnabled();
    await expect.element(button('Previous')).toBeEnabled();
  });

  it('disables all four on a single page', async () => {
    await renderThemed(<Pagination pageCount={1} />);
    for (const name of ['First', 'Previous', 'Next', 'Last']) {
      await expect.element(button(name)).toBeDisabled();
    }
    expect(shownPages()).toEqual([1]);
  });

  it('moves with each button and reports the new page', async () => {
    const onPageChange = vi.fn();
    await renderThemed(<Pagination pageCount={20} defaultPage={5} onPageChange={onPageChange} />);
    await button('Next').click();
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    expect(shownPages()).toEqual([4, 5, 6, 7, 8]);
    await button('Previous').click();
    await button('Previous').click();
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await button('Page 6').click();
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await expect.element(button('Page 6')).toHaveAttribute('aria-current', 'page');
    await button('Last').click();
    expect(onPageChange).toHaveBeenLastCalledWith(20);
    await button('First').click();
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(currentPage()).toBe('1');
  });

  it('does not report a change when the current page is pressed', async () => {
    const onPageChange = vi.fn();
    await renderThemed(<Pagination pageCount={20} defaultPage={5} onPageChange={onPageChange} />);
    await button('Page 5').click();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('works controlled: follows the parent, and stays put when the parent does not move', async () => {
    function Controlled() {
      const [current, setCurrent] = useState(3);
      return <Pagination pageCount={10} page={current} onPageChange={setCurrent} />;
    }
    const controlled = await renderThemed(<Controlled />);
    await button('Next').click();
    expect(currentPage()).toBe('4');
    await controlled.unmount();

    const onPageChange = vi.fn();
    await renderThemed(<Pagination pageCount={10} page={3} onPageChange={onPageChange} />);
    await button('Next').click();
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(currentPage()).toBe('3');
  });

  it('goes to a typed page only when it is between 1 and the page count', async () => {
    const onPageChange = vi.fn();
    await renderThemed(<Pagination pageCount={20} defaultPage={5} onPageChange={onPageChange} />);

    await goToBox().fill('0');
    await button('Go').click();
    expect(onPageChange).not.toHaveBeenCalled();
    expect(currentPage()).toBe('5');

    await goToBox().fill('21');
    await button('Go').click();
    expect(onPageChange).not.toHaveBeenCalled();
    expect(currentPage()).toBe('5');

    await goToBox().fill('2.5');
    await button('Go').click();
    expect(onPageChange).not.toHaveBeenCalled();

    await goToBox().fill('');
    await button('Go').click();
    expect(onPageChange).not.toHaveBeenCalled();
    expect(currentPage()).toBe('5');

    await goToBox().fill('20');
    await button('Go').click();
    expect(onPageChange).toHaveBeenCalledWith(20);
    expect(currentPage()).toBe('20');
    await expect.element(goToBox()).toHaveValue('');

    await goToBox().fill('1');
    await button('Go').click();
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(currentPage()).toBe('1');
  });

  it('goes to a typed page when Enter is pressed in the box', async () => {
    const onPageChange = vi.fn();
    await renderThemed(<Pagination pageCount={20} onPageChange={onPageChange} />);
    await goToBox().click();
    await userEvent.keyboard('12{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(12);
    expect(shownPages()).toEqual([10, 11, 12, 13, 14]);
  });

  it('can leave out the go-to box', async () => {
    await renderThemed(<Pagination pageCount={20} goToPage={false} />);
    await expect.element(button('Next')).toBeVisible();
    await expect.element(goToBox()).not.toBeInTheDocument();
  });

  it('works by keyboard, keeping focus on the pager when the focused button becomes disabled', async () => {
    const onPageChange = vi.fn();
    await renderThemed(<Pagination pageCount={3} defaultPage={2} onPageChange={onPageChange} />);
    await userEvent.tab();
    await expect.element(button('First')).toHaveFocus();
    await userEvent.tab();
    await expect.element(button('Previous')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    // Previous is now disabled, so focus lands on the current page rather than being lost.
    await expect.element(button('Page 1')).toHaveFocus();
    await userEvent.tab();
    await expect.element(button('Page 2')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await expect.element(button('Page 2')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(button('Next')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await expect.element(button('Page 3')).toHaveFocus();
  });

  it('renders nothing when there are no pages', async () => {
    await renderThemed(<Pagination pageCount={0} />);
    await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the step buttons named when narrow, showing only their icons', async () => {
    await renderThemed(
      <div style={{ width: 360 }}>
        <Pagination pageCount={20} defaultPage={5} />
      </div>,
    );
    const next = button('Next');
    await expect.element(next).toBeVisible();
    expect(next.element().getBoundingClientRect().width).toBeLessThan(50);
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(<Pagination pageCount={20} defaultPage={1} />, { brand, mode });
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
