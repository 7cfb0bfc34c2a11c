import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { lotteryDraws } from '../../../screens/lottery/fixtures.ts';
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

/** Every draw with its draw time, price, tickets sold, prizes, status and result; a closed or drawn one is final. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lottery draws' });
    await expect(within(table).getAllByRole('row')).toHaveLength(lotteryDraws.length + 1);
    const jackpot = within(table).getByRole('row', { name: /Weekend Jackpot/ });
    await expect(jackpot).toHaveTextContent('100.00');
    await expect(jackpot).toHaveTextContent('5 of 24');
    await expect(jackpot).toHaveTextContent('1,000.00 · 500.00');
    await expect(jackpot).toHaveTextContent('Open');
    const midweek = within(table).getByRole('row', { name: /Midweek Draw/ });
    await expect(midweek).toHaveTextContent('Drawn');
    await expect(midweek).toHaveTextContent(/1st #\d+, 2nd #\d+, 3rd #\d+/);
    for (const final of ['Midweek Draw', 'Monsoon Special']) {
      const row = within(table).getByRole('row', { name: new RegExp(final) });
      await expect(within(row).queryByRole('button', { name: `Close ${final}` })).toBeNull();
      await expect(within(row).queryByRole('button', { name: `Edit ${final}` })).toBeNull();
    }
  },
};

/** A draw time as the browser's `datetime-local` input holds it, and the instant it names here. */
const drawTime = '2099-12-31T18:00';
const drawInstant = new Date(2099, 11, 31, 18, 0).toISOString();

/** A new draw: every field is checked before anything is sent, then saved with its image. */
export const AddDraw: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add draw' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add lottery draw' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('Title is required')).toBeVisible();
    await expect(within(dialog).getByText('Draw time is required')).toBeVisible();
    await expect(within(dialog).getByText('At least one prize is required')).toBeVisible();
    await expect(within(dialog).getByText('Image is required field')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'New Year Bumper');
    fireEvent.change(within(dialog).getByLabelText('Draw time'), { target: { value: drawTime } });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Ticket price' }), '250');
    const tickets = within(dialog).getByRole('spinbutton', { name: 'Tickets' });
    await userEvent.clear(tickets);
    await userEvent.type(tickets, '2');
    await userEvent.type(within(dialog).getByLabelText('Prizes'), '10000, 5000, 1000');
    await userEvent.upload(within(dialog).getByLabelText('Image'), pixel());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('A draw cannot have more prizes than tickets')).toBeVisible();
    await userEvent.clear(tickets);
    await userEvent.type(tickets, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      undefined,
      {
        title: 'New Year Bumper',
        date: '2099-12-31',
        closeAt: drawInstant,
        price: 250,
        tickets: 500,
        prizes: [10000, 5000, 1000],
      },
      expect.any(File),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Editing a draw nobody has bought into: its terms change; the saved image stays unless a new one is chosen. */
export const EditDraw: Story = {
  args: { items: lotteryDraws.map((draw) => (draw.id === 'l1' ? { ...draw, sold: 0 } : draw)) },
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Weekend Jackpot' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Weekend Jackpot' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Weekend Jackpot');
    await expect(within(dialog).getByLabelText('Prizes')).toHaveValue('1000, 500');
    fireEvent.change(within(dialog).getByLabelText('Draw time'), { target: { value: drawTime } });
    const price = within(dialog).getByRole('spinbutton', { name: 'Ticket price' });
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      'l1',
      {
        title: 'Weekend Jackpot',
        date: '2099-12-31',
        closeAt: drawInstant,
        price: 150,
        tickets: 24,
        prizes: [1000, 500],
      },
      null,
    );
  },
};

/** Tickets are sold: the terms stay as the players bought them; only the title (and image) is saved. */
export const EditSoldDraw: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Festival Bumper' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit Festival Bumper' });
    await expect(within(dialog).getByRole('spinbutton', { name: 'Ticket price' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Prizes')).toBeDisabled();
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Festival Mega Bumper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('l2', { title: 'Festival Mega Bumper' }, null);
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
