import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { lotteryDraws } from '../../../screens/casino/international/fixtures.ts';
import { withRouter } from '../../../testing/withRouter.tsx';
import { LotteryAdminScreen } from './LotteryAdminScreen.tsx';

const meta = {
  title: 'Screens/Admin/Lottery',
  component: LotteryAdminScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/lottery' },
  args: {
    items: lotteryDraws,
    status: 'ready',
    onSave: fn(async () => undefined),
    onCloseItem: fn(async () => undefined),
  },
} satisfies Meta<typeof LotteryAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A PNG of one transparent pixel, as a chosen file. */
const pixel = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'draw.png',
    { type: 'image/png' },
  );

/** Every draw with its date, price and status; a closed one is final: no Edit, no Close. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lottery draws' });
    await expect(within(table).getAllByRole('row')).toHaveLength(lotteryDraws.length + 1);
    const jackpot = within(table).getByRole('row', { name: /Weekend Jackpot/ });
    await expect(jackpot).toHaveTextContent('2026-12-05');
    await expect(jackpot).toHaveTextContent('100.00');
    await expect(jackpot).toHaveTextContent('Open');
    const midweek = within(table).getByRole('row', { name: /Midweek Draw/ });
    await expect(within(midweek).queryByRole('button', { name: 'Close Midweek Draw' })).toBeNull();
    await expect(within(midweek).queryByRole('button', { name: 'Edit Midweek Draw' })).toBeNull();
    await expect(within(midweek).getByText('Closed')).toBeVisible();
  },
};

/** A new draw: every field is checked before anything is sent, then saved with its image. */
export const AddDraw: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add draw' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add lottery draw' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('Title is required')).toBeVisible();
    await expect(within(dialog).getByText('Image is required field')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'New Year Bumper');
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-12-31');
    await userEvent.type(within(dialog).getByLabelText('Price'), '250');
    await userEvent.upload(within(dialog).getByLabelText('Image'), pixel());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      undefined,
      { title: 'New Year Bumper', date: '2026-12-31', price: 250 },
      expect.any(File),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Editing keeps the saved image unless a new one is chosen. */
export const EditDraw: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Festival Bumper' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Festival Bumper' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Festival Bumper');
    const price = within(dialog).getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '750');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      'l2',
      { title: 'Festival Bumper', date: '2026-12-12', price: 750 },
      null,
    );
  },
};

/** The server's refusal stays in the form, which stays open. */
export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('The date must be today or later'))) },
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Festival Bumper' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Festival Bumper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The date must be today or later',
    );
  },
};

/** Closing asks first; a refusal stays in the dialog. */
export const CloseDraw: Story = {
  args: { onCloseItem: fn(async () => Promise.reject(new Error('Forbidden'))) },
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close Weekend Jackpot' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Close Weekend Jackpot' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close draw' }));
    await expect(args.onCloseItem).toHaveBeenCalledWith('l1');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Forbidden');
  },
};

export const Empty: Story = {
  args: { items: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true, visual: { disable: true } } };
