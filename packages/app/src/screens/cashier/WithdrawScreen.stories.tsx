import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { accountsFixture } from './fixtures.ts';
import { WithdrawScreen } from './WithdrawScreen.tsx';

const meta = {
  title: 'Screens/Player/Withdraw',
  component: WithdrawScreen,
  decorators: [withRouter],
  args: {
    accounts: accountsFixture,
    onSubmit: fn(),
    onAddBank: fn(async (): Promise<string | undefined> => undefined),
    onAddUpi: fn(async (): Promise<string | undefined> => undefined),
    onDelete: fn(),
  },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved account chosen and an amount: the request carries that account's details. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'asha@oksbi' }));
    await userEvent.type(canvas.getByLabelText(/^Amount/), '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amount: 1500,
      accountType: 'upi',
      bankDetail: { _id: 'u1', upiId: 'asha@oksbi' },
    });
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** Spec 5: nothing chosen says 'Select one option from bank details or Upi'; the arrow keys choose. */
export const ChooseAccount: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Amount/), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('Select one option from bank details or Upi')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const bank = canvas.getByRole('radio', { name: /Asha Patel/ });
    await userEvent.click(bank);
    await expect(bank).toBeChecked();
    // Radix moves the choice on focus after the keydown; a person's key stays down that long.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'asha@oksbi' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'asha@oksbi' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 200, accountType: 'upi' }),
    );
  },
};

/** Spec 5: "Withdraw: amount required". */
export const AmountRequired: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Asha Patel/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('Amount is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec 5: the bank form's three required fields; a good one is sent and the form empties. */
export const AddBankAccount: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Add bank account' });
    await userEvent.click(add);
    await expect(canvas.getByText('Account holder name is required')).toBeVisible();
    await expect(canvas.getByText('Account number is required')).toBeVisible();
    await expect(canvas.getByText('IFSC code is required')).toBeVisible();
    await expect(args.onAddBank).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText(/^Account Holder Name/), 'Asha Patel');
    await userEvent.type(canvas.getByLabelText(/^Account Number/), '998877665544');
    await userEvent.type(canvas.getByLabelText(/^IFSC Code/), 'ICIC0000001');
    await userEvent.click(add);
    await expect(args.onAddBank).toHaveBeenCalledWith({
      accountHolderName: 'Asha Patel',
      accountNumber: '998877665544',
      ifscCode: 'ICIC0000001',
    });
    await waitFor(() => expect(canvas.getByLabelText(/^Account Number/)).toHaveValue(''));
  },
};

/** Spec 5: "UPI form: 'UPI Id is required'"; a refusal from the server shows and the typed id stays. */
export const AddUpi: Story = {
  parameters: { visual: { disable: true } },
  args: { onAddUpi: fn(async (): Promise<string | undefined> => 'This UPI id is already saved') },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Add UPI Id' });
    await userEvent.click(add);
    await expect(canvas.getByText('UPI Id is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^UPI Id\b/), 'asha@oksbi');
    await userEvent.click(add);
    await expect(args.onAddUpi).toHaveBeenCalledWith({ upiId: 'asha@oksbi' });
    await expect(await canvas.findByText('This UPI id is already saved')).toBeVisible();
    await expect(canvas.getByLabelText(/^UPI Id\b/)).toHaveValue('asha@oksbi');
  },
};

export const Delete: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete asha.patel@ybl' }));
    await expect(args.onDelete).toHaveBeenCalledWith('upi', 'u2');
  },
};

/** No saved account yet: the form says what to do first, and still refuses to send. */
export const NoAccounts: Story = {
  args: { accounts: { bank: [], upi: [] } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Add a bank account or a UPI id to withdraw to.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Amount/), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Select one option from bank details or Upi');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (more than the balance): its message, word for word. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: { error: 'Insufficient balance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
