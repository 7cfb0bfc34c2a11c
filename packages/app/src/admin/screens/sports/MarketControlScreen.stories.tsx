import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { controlArgs, inBody } from './storyArgs.ts';
import { marketRows } from './fixtures.ts';
import { MarketControlScreen } from './MarketControlScreen.tsx';

const meta = {
  title: 'Screens/Admin/ActiveMarkets',
  component: MarketControlScreen,
  decorators: [withRouter],
  args: controlArgs('markets', marketRows),
} satisfies Meta<typeof MarketControlScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Mumbai Mavericks v Delhi Dynamos · MUM 84\/3/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Active matches' })).toHaveAttribute(
      'href',
      '/admin/active-matches/4',
    );
    const odds = canvas.getByRole('row', { name: /^Match Odds/ });
    await expect(odds).toHaveTextContent('OPEN');
    await expect(within(odds).getByRole('button', { name: 'Suspend Match Odds' })).toBeVisible();
    const bookmaker = canvas.getByRole('row', { name: /^Bookmaker/ });
    await expect(bookmaker).toHaveTextContent('Suspended by admin');
    await expect(within(bookmaker).getByRole('button', { name: 'Resume Bookmaker' })).toBeVisible();
    // A settled market names its winner and offers only the rollback.
    const tied = canvas.getByRole('row', { name: /^Tied Match/ });
    await expect(tied).toHaveTextContent('Settled: Yes');
    await expect(
      within(tied)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Roll back Tied Match']);
  },
};

export const Playground: Story = {};

/** Suspending asks first, then hands the action to the page. */
export const Suspend: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Match Odds' }));
    const dialog = await inBody(canvasElement).findByRole('dialog', { name: 'Suspend market: Match Odds' });
    await expect(dialog).toHaveTextContent('Players cannot bet on it until you resume it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { kind: 'suspend' },
      expect.objectContaining({ marketId: '1.30000013' }),
    );
    await waitFor(() => expect(inBody(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A result needs its winner, picked here with the keyboard alone. */
export const DeclareResult: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Result Match Odds' }));
    const dialog = await inBody(canvasElement).findByRole('dialog', { name: 'Declare result: Match Odds' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    await expect(await within(dialog).findByText('Choose the winning runner')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    // An arrow picks the next runner; Tab past Cancel and Enter confirm.
    const first = within(dialog).getByRole('radio', { name: 'Mumbai Mavericks' });
    first.focus();
    // Radix checks a radio that gains focus while an arrow key is down, a tick after the keydown: hold it.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(first).not.toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'Delhi Dynamos' })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Declare' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(
      { kind: 'declare', result: 30_000_015 },
      expect.objectContaining({ marketId: '1.30000013' }),
    );
  },
};

/** The server refuses (a rollback that would take back winnings already spent): its message stays. */
export const RollbackRefused: Story = {
  parameters: { overlay: true },
  args: {
    onAction: fn(async () =>
      Promise.reject(new globalThis.Error('Cannot roll back: Player no longer holds the winnings')),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Roll back Tied Match' }));
    const dialog = await inBody(canvasElement).findByRole('dialog', { name: 'Roll back result: Tied Match' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Player no longer holds the winnings',
    );
  },
};

export const Empty: Story = {
  args: { markets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This match has no markets yet.')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
