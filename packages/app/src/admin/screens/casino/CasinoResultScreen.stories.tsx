import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CasinoResultScreen } from './CasinoResultScreen.tsx';
import { frameArgs } from '../../../screens/reports/fixtures.ts';
import { casinoResultRows } from './fixtures.ts';

const { range: _range, onSubmit: _onSubmit, ...listArgs } = frameArgs();

const meta = {
  title: 'Screens/Admin/Casino/Result',
  component: CasinoResultScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/casinoresult/5003' },
  args: {
    ...listArgs,
    types: [
      { matchId: 5003, name: '20-20 Teenpatti' },
      { matchId: 5001, name: 'Lucky 7 - A' },
    ],
    date: '2026-01-12',
    onDateChange: fn(),
    matchId: 5003,
    onMatchIdChange: fn(),
    rows: casinoResultRows,
    page: 4,
    totalPages: 9,
    onOpen: fn(),
  },
} satisfies Meta<typeof CasinoResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Market Id and Winner; a row opens its result; pages one either side of the current (spec 9). The day,
 * casino type, page size and search are the player's Casino Results' (issue 39): a type applies as it is
 * chosen, with no Submit.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Casino Result Report' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Market Id', 'Winner', 'Result time']);
    await expect(within(table).getByRole('row', { name: /2026011214250/ })).toHaveTextContent('Void');
    await userEvent.click(within(table).getByRole('button', { name: '2026011214300' }));
    await expect(args.onOpen).toHaveBeenCalledWith('2026011214300');
    const pages = within(canvas.getByRole('navigation', { name: /pagination/i }))
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['3', '4', '5']);
    await expect(canvas.getByRole('combobox', { name: 'Show entries' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: /Casino type/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Lucky 7 - A' }),
    );
    await expect(args.onMatchIdChange).toHaveBeenCalledWith(5001);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Void');
    await expect(args.onSearchChange).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
