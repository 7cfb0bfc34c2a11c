import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { frameArgs, storyRange } from '../../../screens/reports/fixtures.ts';
import { withRouter } from '../../../testing/withRouter.tsx';
import { CashierRequestsScreen } from './CashierRequestsScreen.tsx';
import { depositRequests, receiptPng, withdrawRequests } from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/CashierStatements',
  component: CashierRequestsScreen,
  decorators: [withRouter],
  args: {
    ...frameArgs(),
    type: 'deposit',
    reportType: 'all',
    username: '',
    rows: depositRequests,
    onDecide: fn(async () => undefined),
    loadReceipt: fn(async () => receiptPng()),
  },
} satisfies Meta<typeof CashierRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The subtree's deposits, newest first: only pending ones can be decided, every one shows its receipt. */
export const Deposits: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Deposit Statement' })).toBeVisible();
    const [, first, second, third] = within(
      canvas.getByRole('table', { name: 'Deposit Statement' }),
    ).getAllByRole('row');
    await expect(first).toHaveTextContent('Player');
    await expect(first).toHaveTextContent('UTR 412345678901');
    await expect(first).not.toHaveTextContent('also used by');
    // A UTR another player's request carried is flagged to the operator (issue 37).
    await expect(second).toHaveTextContent('UTR or receipt also used by 1 other player');
    await expect(first).toHaveTextContent('Pending');
    await expect(within(first as HTMLElement).getByRole('button', { name: /^Approve/ })).toBeVisible();
    await expect(third).toHaveTextContent('Approved');
    await expect(within(third as HTMLElement).queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(within(third as HTMLElement).getByRole('button', { name: /^Receipt/ })).toBeVisible();
    // A rejected request shows its reason, not the 'ok' every request is sent with (issue 39).
    const table = canvas.getByRole('table', { name: 'Deposit Statement' });
    await expect(within(table).getByRole('columnheader', { name: 'Reason' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Rahul_01/ })).toHaveTextContent(
      'Payment not received',
    );
    await expect(table).not.toHaveTextContent(/\bok\b/);
  },
};

/** Withdrawals say where to pay the money; they carry no receipt. */
export const Withdrawals: Story = {
  args: { type: 'withdraw', rows: withdrawRequests },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdraw Statement' });
    await expect(within(table).getByRole('columnheader', { name: 'Pay to' })).toBeVisible();
    await expect(table).toHaveTextContent('playertwo@okaxis');
    await expect(within(table).queryByRole('button', { name: /^Receipt/ })).toBeNull();
  },
};

/** Approving asks for the transaction password, then hands the request and the password to the page. */
export const Approve: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve the deposit of Playertwo, 2,500.00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Approve deposit' });
    await expect(dialog).toHaveTextContent('moves from your balance to Playertwo');
    await expect(dialog).toHaveTextContent('also used by 1 other player: check your bank first.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await within(dialog).findByText('Transaction password is required')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd2' }),
      'approved',
      'Secret123',
      undefined,
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses (another operator decided first): its message stays in the dialog. */
export const Refused: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  args: {
    type: 'withdraw',
    rows: withdrawRequests,
    onDecide: fn(async () => Promise.reject(new Error('This request has already been decided'))),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the withdrawal of Player, 300.00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject withdrawal' });
    await expect(dialog).toHaveTextContent("goes back to Player's available balance");
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Asked by the player' }));
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request has already been decided',
    );
  },
};

/**
 * Rejecting asks why (issue 39): one of the type's reasons, with words added if the operator likes;
 * Reject without one is held back, and the page gets the reason the player will read.
 */
export const Reject: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  args: { type: 'withdraw', rows: withdrawRequests },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the withdrawal of Player, 300.00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject withdrawal' });
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('Give a reason for the rejection')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    const options = (await body(canvasElement).findAllByRole('option')).map((option) => option.textContent);
    await expect(options).toEqual([
      'Choose a reason',
      'Account details are wrong',
      'Account holder name does not match',
      'Bank or UPI not accepting payments',
      'Asked by the player',
      'Other (write it below)',
    ]);
    await userEvent.click(body(canvasElement).getByRole('option', { name: 'Account details are wrong' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Details/ }),
      'IFSC belongs to another bank',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'w1' }),
      'rejected',
      'Secret123',
      'Account details are wrong: IFSC belongs to another bank',
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Other lets the operator write the whole reason; it is required then. */
export const RejectWithOwnReason: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the deposit of Player, 500.00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject deposit' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Other (write it below)' }));
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('Give a reason for the rejection')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Your reason/ }),
      'Sent from a card in another name',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'd1' }),
      'rejected',
      'Secret123',
      'Sent from a card in another name',
    );
  },
};

/** The receipt is fetched (with the session's token, by the page) and shown in a dialog. */
export const Receipt: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Receipt of Player's deposit, 500.00" }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Receipt' });
    const image = await within(dialog).findByRole('img', { name: "Receipt of Player's deposit of 500.00" });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(args.loadReceipt).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A receipt that cannot be fetched says why. */
export const ReceiptMissing: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  args: { loadReceipt: fn(async () => Promise.reject(new Error('File not found'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Receipt of Player's deposit, 500.00" }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Receipt' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('File not found');
  },
};

/** Type and user are applied with the period on Submit. */
export const Filters: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'pending' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'User' }), ' Playertwo ');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      range: storyRange,
      reportType: 'pending',
      username: 'Playertwo',
    });
  },
};

export const Empty: Story = {
  parameters: { visual: { disable: true } },
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };
