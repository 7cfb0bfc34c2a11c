import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CasinoListScreen } from './CasinoListScreen.tsx';
import { casinoTiles } from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/Casino/List',
  component: CasinoListScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/casino-list' },
  args: { games: casinoTiles, status: 'ready', onSetClosed: fn(async () => undefined) },
} satisfies Meta<typeof CasinoListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Every game with its group and status; a closed one opens again at once. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Casino List' });
    await expect(within(table).getAllByRole('row')).toHaveLength(casinoTiles.length + 1);
    const lucky7 = within(table).getByRole('row', { name: /Lucky 7 - A/ });
    await expect(lucky7).toHaveTextContent('Closed');
    await userEvent.click(within(lucky7).getByRole('button', { name: 'Enable Lucky 7 - A' }));
    await expect(args.onSetClosed).toHaveBeenCalledWith('lucky7', false);
    await expect(within(table).getByRole('row', { name: /Teenpatti 1-Day/ })).toHaveTextContent(
      'Premium, Live Teenpatti',
    );
  },
};

/** Closing asks first: the round running is voided and refunded. */
export const CloseGame: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disable 20-20 Teenpatti' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Close 20-20 Teenpatti' });
    await expect(dialog).toHaveTextContent('every stake on it refunded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close game' }));
    await expect(args.onSetClosed).toHaveBeenCalledWith('teen20', true);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A refusal stays in the dialog. */
export const CloseRefused: Story = {
  args: { onSetClosed: fn(async () => Promise.reject(new Error('Forbidden'))) },
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disable 20-20 Teenpatti' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Close 20-20 Teenpatti' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close game' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Forbidden');
  },
};

export const Mobile: Story = { parameters: { phone: true, visual: { disable: true } } };
