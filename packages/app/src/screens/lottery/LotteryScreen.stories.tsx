import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { lotteryDraws, storyLotteryDraw } from './fixtures.ts';
import { LotteryScreen } from './LotteryScreen.tsx';

const meta = {
  title: 'Screens/Casino/Lottery',
  component: LotteryScreen,
  decorators: [withRouter],
  parameters: { route: '/lottery' },
  args: {
    items: lotteryDraws,
    loading: false,
    loadDraw: fn(storyLotteryDraw),
    onBuy: fn(async () => undefined),
  },
} satisfies Meta<typeof LotteryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** `/lottery`: a card per draw: on sale with its tickets left and prizes, drawn with its winners, closed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: 'Lottery draws' });
    await expect(within(grid).getAllByRole('article')).toHaveLength(lotteryDraws.length);
    const jackpot = within(grid).getByRole('article', { name: 'Weekend Jackpot' });
    await expect(jackpot).toHaveTextContent('Open');
    await expect(jackpot).toHaveTextContent('19 of 24');
    await expect(jackpot).toHaveTextContent('100.00');
    await expect(within(jackpot).getByRole('button', { name: 'Place a bet' })).toBeEnabled();
    const midweek = within(grid).getByRole('article', { name: 'Midweek Draw' });
    await expect(midweek).toHaveTextContent('Drawn');
    await expect(within(midweek).getByRole('list', { name: 'Winning tickets' })).toBeVisible();
    await expect(within(midweek).queryByRole('button', { name: 'Place a bet' })).toBeNull();
    const monsoon = within(grid).getByRole('article', { name: 'Monsoon Special' });
    await expect(monsoon).toHaveTextContent('Closed');
    await expect(within(monsoon).getByRole('button', { name: 'See the draw' })).toBeVisible();
  },
};

/** 'Place a bet' opens the purchase (issue 39: it did nothing): how many tickets, their total, bought. */
export const BuyTickets: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const jackpot = canvas.getByRole('article', { name: 'Weekend Jackpot' });
    await userEvent.click(within(jackpot).getByRole('button', { name: 'Place a bet' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Buy tickets: Weekend Jackpot' });
    await waitFor(() => expect(within(dialog).getByText('19 of 24')).toBeVisible());
    const count = within(dialog).getByRole('spinbutton', { name: 'How many tickets' });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await waitFor(() => expect(within(dialog).getByText('Total 300.00')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place a bet' }));
    await expect(args.onBuy).toHaveBeenCalledWith('l1', { count: 3 });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The player's own numbers: the taken ones cannot be picked. */
export const PickNumbers: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const jackpot = canvas.getByRole('article', { name: 'Weekend Jackpot' });
    await userEvent.click(within(jackpot).getByRole('button', { name: 'Place a bet' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Buy tickets: Weekend Jackpot' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pick my numbers' }));
    await expect(await within(dialog).findByRole('button', { name: 'Ticket 2, taken' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ticket 11' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ticket 4' }));
    await expect(within(dialog).getByRole('button', { name: 'Ticket 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(within(dialog).getByText('Total 200.00')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place a bet' }));
    await expect(args.onBuy).toHaveBeenCalledWith('l1', { numbers: [4, 11] });
  },
};

/** The server's refusal stays in the dialog, which stays open; nothing was bought. */
export const BuyRefused: Story = {
  args: { onBuy: fn(async () => Promise.reject(new Error('Not enough balance'))) },
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const jackpot = canvas.getByRole('article', { name: 'Weekend Jackpot' });
    await userEvent.click(within(jackpot).getByRole('button', { name: 'Place a bet' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Buy tickets: Weekend Jackpot' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place a bet' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough balance');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A drawn draw: its winning tickets, the player's result, and the proof verified in the browser. */
export const DrawResult: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const midweek = canvas.getByRole('article', { name: 'Midweek Draw' });
    await userEvent.click(within(midweek).getByRole('button', { name: 'See the result' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Midweek Draw' });
    const winners = within(dialog).getByRole('table', { name: 'Winning tickets' });
    await expect(within(winners).getAllByRole('row')).toHaveLength(4);
    await waitFor(() => expect(within(dialog).getByText(/^Your tickets: 1, 2, 3, 4\./)).toBeVisible());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(dialog).getByText(/^Verified: the seed's SHA-256 is the commitment/)).toBeVisible(),
    );
  },
};

/** Before the draw: the commitment is there, the seed not yet. */
export const DrawNotMade: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const monsoon = canvas.getByRole('article', { name: 'Monsoon Special' });
    await userEvent.click(within(monsoon).getByRole('button', { name: 'See the draw' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Monsoon Special' });
    await waitFor(() => expect(within(dialog).getByText('Revealed when the draw is made')).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Verify' })).toBeNull();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** No draws, or lottery-list failed (spec 8: only logged): the empty state. */
export const Empty: Story = {
  args: { items: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the lottery')).toBeInTheDocument();
  },
};

/** A phone: one card a row. */
export const Mobile: Story = { args: { items: lotteryDraws.slice(0, 3) }, parameters: { phone: true } };
