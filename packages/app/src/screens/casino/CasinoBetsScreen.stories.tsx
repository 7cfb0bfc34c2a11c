import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { frameArgs } from '../reports/fixtures.ts';
import { withRouter } from '../../testing/withRouter.tsx';
import { CasinoBetsScreen } from './CasinoBetsScreen.tsx';
import { casinoBetRows } from './fixtures.ts';

const { range: _range, onSubmit, ...list } = frameArgs();

const meta = {
  title: 'Screens/Casino/LiveCasinoBets',
  component: CasinoBetsScreen,
  decorators: [withRouter],
  args: {
    ...list,
    totalPages: 1,
    filter: { status: 'completed', startDate: '2026-01-05', reportType: 50001 },
    onSubmit,
    rows: casinoBetRows,
    totalStake: 1800,
  },
} satisfies Meta<typeof CasinoBetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/casino-bets`: settled casino bets since a week ago, every game; rows coloured back or lay. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Live Casino Bets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Sports',
      'Event Name',
      'Market Name',
      'Nation',
      'User Rate',
      'Amount',
      'Place Date',
    ]);
    const lay = within(table).getByRole('row', { name: /Player B 2.02/ });
    await expect(lay).toHaveAttribute('data-tone', 'lay');
    await expect(within(table).getAllByRole('row', { name: /Casino/ })).toHaveLength(casinoBetRows.length);
    await expect(canvas.getByRole('combobox', { name: 'Report type' })).toHaveTextContent('Settled');
    await expect(canvas.getByRole('combobox', { name: 'Casino type' })).toHaveTextContent('All Casino');
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** The choices apply together on Submit. */
export const Submit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Report type' }));
    // Spec 5: the list starts on a placeholder that cannot be chosen.
    const [placeholder] = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(placeholder).toHaveTextContent('Select Report Type');
    await expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(await screen.findByRole('option', { name: 'Un-Settled' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Casino type' }));
    await userEvent.click(await screen.findByRole('option', { name: '20-20 Teenpatti' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      status: 'pending',
      startDate: '2026-01-05',
      reportType: 5002,
    });
  },
};

/** Spec 2: 'Please wait' shows while loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please wait')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0, totalStake: 0 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
