import { brandNames } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderThemed } from '../../testing/render.tsx';
import { Table, type TableRootProps } from './Table.tsx';

const players = ['Ravi Kumar', 'Anita Sharma', 'Mohammed Iqbal', 'Priya Nair', 'Suresh Patel'];

function Report({ rows = players, ...props }: Partial<TableRootProps> & { rows?: string[] }) {
  return (
    <Table.Root caption="Client report" {...props}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell numeric>Sr.No</Table.HeaderCell>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell numeric>Amount</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((name, index) => (
          <Table.Row key={`${name}-${index}`} tone={index === 0 ? 'back' : index === 1 ? 'lay' : undefined}>
            <Table.Cell numeric>{index + 1}</Table.Cell>
            <Table.Cell>{name}</Table.Cell>
            <Table.Cell numeric>{(1000 * (index + 1)).toFixed(2)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column headers and dense rows', async () => {
    await renderThemed(<Report />);
    const table = page.getByRole('table', { name: 'Client report' });
    await expect.element(table).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('scope', 'col');
    const row = page.getByRole('row', { name: /Anita Sharma/ });
    expect(row.element().getBoundingClientRect().height).toBeLessThanOrEqual(33);
  });

  it('right-aligns numeric cells with tabular figures', async () => {
    await renderThemed(<Report />);
    const amount = getComputedStyle(page.getByRole('cell', { name: '3000.00' }).element());
    expect(amount.textAlign).toBe('end');
    expect(amount.fontVariantNumeric).toBe('tabular-nums');
    expect(getComputedStyle(page.getByRole('cell', { name: 'Priya Nair' }).element()).textAlign).toBe(
      'start',
    );
  });

  it('colours back and lay rows apart from plain rows', async () => {
    await renderThemed(<Report />);
    // The fill is painted by the row's ::before box, behind the cells.
    const background = (name: string) =>
      getComputedStyle(page.getByRole('row', { name: new RegExp(name) }).element(), '::before')
        .backgroundColor;
    const back = background('Ravi Kumar');
    const lay = background('Anita Sharma');
    const plain = background('Priya Nair');
    expect(new Set([back, lay, plain]).size).toBe(3);
    expect(plain).toBe('rgba(0, 0, 0, 0)');
  });

  it('shows "No Result Found" across every column when there are no rows', async () => {
    await renderThemed(<Report rows={[]} />);
    const cell = page.getByRole('cell', { name: 'No Result Found' });
    await expect.element(cell).toHaveAttribute('colspan', '3');
    const table = page.getByRole('table').element().getBoundingClientRect();
    expect(Math.round(cell.element().getBoundingClientRect().width)).toBe(Math.round(table.width));
  });

  it('takes the empty text the screen needs', async () => {
    await renderThemed(
      <Table.Root caption="Statement">
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Date</Table.HeaderCell>
            <Table.HeaderCell colSpan={2}>Amount</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body emptyText="No data available in table" />
      </Table.Root>,
    );
    await expect
      .element(page.getByRole('cell', { name: 'No data available in table' }))
      .toHaveAttribute('colspan', '3');
  });

  it('is not a tab stop while everything fits', async () => {
    await renderThemed(<Report />);
    expect(page.getByRole('region').elements()).toHaveLength(0);
    expect(page.getByRole('table').element().parentElement?.hasAttribute('tabindex')).toBe(false);
  });

  it('scrolls by keyboard under a sticky header when taller than maxHeight', async () => {
    const many = Array.from({ length: 40 }, (_, index) => `Player ${index + 1}`);
    await renderThemed(<Report rows={many} maxHeight={200} />);
    const region = page.getByRole('region', { name: 'Client report' });
    await userEvent.keyboard('{Tab}');
    await expect.element(region).toHaveFocus();
    await userEvent.keyboard('{End}');
    const container = region.element();
    await expect.poll(() => container.scrollTop).toBeGreaterThan(0);
    const header = page.getByRole('columnheader', { name: 'Name' }).element();
    const containerTop = container.getBoundingClientRect().top + container.clientTop;
    await expect.poll(() => Math.round(header.getBoundingClientRect().top)).toBe(Math.round(containerTop));
    await expect.element(page.getByRole('cell', { name: 'Player 40' })).toBeInViewport();
  });

  it('scrolls sideways on a narrow screen', async () => {
    await renderThemed(
      <div style={{ width: 200 }}>
        <Report />
      </div>,
    );
    const region = page.getByRole('region', { name: 'Client report' }).element();
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => region.scrollLeft).toBeGreaterThan(0);
  });

  it('has no axe violations in any brand or mode', async () => {
    for (const brand of brandNames) {
      for (const mode of ['light', 'dark'] as const) {
        const screen = await renderThemed(
          <>
            <Report striped hoverable />
            <Report rows={[]} caption="Empty report" maxHeight={120} />
          </>,
          { brand, mode },
        );
        await expectNoAxeViolations();
        await screen.unmount();
      }
    }
  });
});
