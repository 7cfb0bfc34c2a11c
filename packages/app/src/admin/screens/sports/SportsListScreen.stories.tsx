import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { sportSettingsRows } from './fixtures.ts';
import { inBody } from './storyArgs.ts';
import { SportsListScreen } from './SportsListScreen.tsx';

const meta = {
  title: 'Screens/Admin/SportsList',
  component: SportsListScreen,
  decorators: [withRouter],
  args: { sports: sportSettingsRows, status: 'ready', onSave: fn(async () => undefined) },
} satisfies Meta<typeof SportsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const cricket = canvas.getByRole('row', { name: /Cricket/ });
    await expect(cricket).toHaveTextContent('5,00,000.00');
    await expect(cricket).toHaveTextContent('5 s');
    await expect(within(cricket).getByRole('link', { name: 'Active Matches of Cricket' })).toHaveAttribute(
      'href',
      '/admin/active-matches/4',
    );
    await expect(within(cricket).getByRole('link', { name: 'Series of Cricket' })).toHaveAttribute(
      'href',
      '/admin/series/4',
    );
    await expect(canvas.getByRole('row', { name: /Horse Racing/ })).toHaveTextContent('Hidden');
    await userEvent.type(canvas.getByRole('searchbox'), 'racing');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const Playground: Story = {};

/** From the menu's Active Matches: the sport's name leads there. */
export const ChooseForActiveMatches: Story = {
  args: { next: 'active-matches' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a sport to open its active matches.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/admin/active-matches/2',
    );
  },
};

/** Settings: the typed limits are checked first, then saved in rupees. */
export const EditSettings: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings of Soccer' }));
    const dialog = await inBody(canvasElement).findByRole('dialog', { name: 'Settings: Soccer' });
    const min = within(dialog).getByRole('textbox', { name: 'Min Stake' });
    await userEvent.clear(min);
    await userEvent.type(min, '300000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Min bet must not be above max bet')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(min);
    await userEvent.type(min, '250.50');
    const delay = within(dialog).getByRole('textbox', { name: 'In-play Delay (s)' });
    await userEvent.clear(delay);
    await userEvent.type(delay, '7');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Shown to players' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      sportId: 1,
      name: 'Soccer',
      active: false,
      minBet: 250.5,
      maxBet: 200_000,
      delay: 7,
    });
    await waitFor(() => expect(inBody(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The server's refusal stays in the dialog. */
export const SaveRefused: Story = {
  parameters: { overlay: true },
  args: { onSave: fn(async () => Promise.reject(new Error('You are not allowed to do this'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings of Tennis' }));
    const dialog = await inBody(canvasElement).findByRole('dialog', { name: 'Settings: Tennis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this',
    );
  },
};

export const Empty: Story = {
  args: { sports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available in table')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    sports: [],
    status: 'error',
    error: 'Cannot reach the server. Check your connection and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Cannot reach the server');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
