import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { frameArgs, storyRange } from '../reports/fixtures.ts';
import { withRouter } from '../../testing/withRouter.tsx';
import { CasinoReportScreen } from './CasinoReportScreen.tsx';
import { casinoReportRows } from './fixtures.ts';

const meta = {
  title: 'Screens/Casino/CasinoReport',
  component: CasinoReportScreen,
  decorators: [withRouter],
  args: {
    ...frameArgs(),
    totalPages: 1,
    matchId: undefined,
    rows: casinoReportRows,
    onOpenRound: fn(),
    detail: null,
    onCloseResult: fn(),
  },
} satisfies Meta<typeof CasinoReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/casinoreport`: the player's settled rounds of the last week, stake and P/L on each. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Casino Report' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Settled', 'Game', 'Market Id', 'Winner', 'Bets', 'Stake', 'Profit/Loss']);
    const first = casinoReportRows[0];
    await userEvent.click(within(table).getByRole('button', { name: first?.mid ?? '' }));
    await expect(args.onOpenRound).toHaveBeenCalledWith(first);
    // A provider's round: its game by name and a short reference, never the UUID (issue 39).
    const provider = within(table).getByRole('row', { name: /Slot Lucky Reels/ });
    await expect(provider).toHaveTextContent('eddccc0b');
    await expect(provider).not.toHaveTextContent('cfea-44bf');
    await expect(within(provider).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** The period and casino type apply together on Submit. */
export const Submit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Casino type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lucky 7 - A' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(storyRange, 5001);
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true, visual: { disable: true } } };
