import { brandNames } from '@exchange/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { TableHeader } from './TableHeader.tsx';

const pageSize = () => page.getByRole('combobox', { name: 'Show entries' });
const search = (name = 'Search By Client Name') => page.getByRole('searchbox', { name });

describe('TableHeader', () => {
  it('offers 10, 20, 30, 40 and 50 rows per page, starting at 10', async () => {
    const onPageSizeChange = vi.fn();
    await renderThemed(<TableHeader onPageSizeChange={onPageSizeChange} />);
    await expect.element(pageSize()).toHaveTextContent('10');
    await expect.element(page.getByText('entries')).toBeVisible();
    await pageSize().click();
    const options = page.getByRole('option').all();
    expect(options.map((option) => option.element().textContent)).toEqual(['10', '20', '30', '40', '50']);
    await page.getByRole('option', { name: '30' }).click();
    expect(onPageSizeChange).toHaveBeenCalledWith(30);
    await expect.element(pageSize()).toHaveTextContent('30');
  });

  it('takes other page sizes, a starting size, and other words around the choice', async () => {
    await renderThemed(
      <TableHeader
        pageSizeOptions={[25, 100]}
        defaultPageSize={100}
        pageSizeLabel="Rows"
        pageSizeSuffix="per page"
      />,
    );
    const rows = page.getByRole('combobox', { name: 'Rows per page' });
    await expect.element(rows).toHaveTextContent('100');
    await rows.click();
    expect(page.getByRole('option').all()).toHaveLength(2);
  });

  it('works controlled for the page size and the search', async () => {
    function Controlled() {
      const [size, setSize] = useState(20);
      const [text, setText] = useState('ravi');
      return (
        <>
          <TableHeader pageSize={size} onPageSizeChange={setSize} search={text} onSearchChange={setText} />
          <output>{`${size} ${text}`}</output>
        </>
      );
    }
    await renderThemed(<Controlled />);
    await expect.element(pageSize()).toHaveTextContent('20');
    await expect.element(search()).toHaveValue('ravi');
    await pageSize().click();
    await page.getByRole('option', { name: '50' }).click();
    await userEvent.type(search(), '_k');
    await expect.element(page.getByRole('status')).toHaveTextContent('50 ravi_k');
  });

  it('has a search box named "Search By Client Name" unless told otherwise, reporting each keystroke', async () => {
    const onSearchChange = vi.fn();
    const screen = await renderThemed(<TableHeader onSearchChange={onSearchChange} defaultSearch="r" />);
    await expect.element(search()).toHaveAttribute('placeholder', 'Search By Client Name');
    await userEvent.type(search(), 'av');
    expect(onSearchChange.mock.calls).toEqual([['ra'], ['rav']]);
    await screen.unmount();

    await renderThemed(<TableHeader searchLabel="Search By Market" />);
    await expect.element(search('Search By Market')).toBeVisible();
  });

  it('has room for extra actions', async () => {
    const onExport = vi.fn();
    await renderThemed(
      <TableHeader>
        <Button variant="outline" onClick={onExport}>
          Export CSV
        </Button>
      </TableHeader>,
    );
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('works by keyboard alone: page size, then search, then actions', async () => {
    const onPageSizeChange = vi.fn();
    await renderThemed(
      <TableHeader onPageSizeChange={onPageSizeChange}>
        <Button>Export CSV</Button>
      </TableHeader>,
    );
    await userEvent.tab();
    await expect.element(pageSize()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('option', { name: '10' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    await expect.element(pageSize()).toHaveFocus();
    await userEvent.tab();
    await expect.element(search()).toHaveFocus();
    await userEvent.keyboard('Ravi');
    await expect.element(search()).toHaveValue('Ravi');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  });

  it('puts everything on one row when wide and stacks it when narrow', async () => {
    const layout = async (width: number) => {
      const screen = await renderThemed(
        <div style={{ width }}>
          <TableHeader>
            <Button>Export CSV</Button>
          </TableHeader>
        </div>,
      );
      const size = pageSize().element().getBoundingClientRect();
      const box = search().element().getBoundingClientRect();
      const action = page.getByRole('button', { name: 'Export CSV' }).element().getBoundingClientRect();
      await screen.unmount();
      return { size, box, action };
    };

    const wide = await layout(900);
    expect(Math.abs(wide.box.top - wide.size.top)).toBeLessThan(4);
    expect(wide.box.left).toBeGreaterThan(wide.size.right);
    expect(wide.action.left).toBeGreaterThan(wide.box.right);

    const narrow = await layout(360);
    expect(narrow.box.top).toBeGreaterThanOrEqual(narrow.size.bottom);
    expect(narrow.action.top).toBeGreaterThanOrEqual(narrow.box.bottom);
    // The search box takes the full width on a phone.
    expect(narrow.box.width).toBeGreaterThan(300);
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <TableHeader defaultSearch="ravi">
            <Button variant="outline">Export CSV</Button>
          </TableHeader>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
