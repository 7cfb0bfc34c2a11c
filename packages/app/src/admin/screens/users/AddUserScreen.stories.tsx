import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { masterOperator } from '../fixtures.ts';
import { AddUserScreen } from './AddUserScreen.tsx';

const meta = {
  title: 'Screens/Admin/AddUser',
  component: AddUserScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/add-user' },
  args: {
    parent: { username: 'Master', role: 'mdl', partnership: 30 },
    parentIsSelf: true,
    grantable: masterOperator.privileges,
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof AddUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseRole(canvasElement: HTMLElement, label: string) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(page.getByRole('combobox', { name: /Role/ }));
  await userEvent.click(await page.findByRole('option', { name: label }));
}

async function fillAccount(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/^Username/), 'Rahul_01');
  await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Rahul Sharma');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Secret123');
  await userEvent.type(canvas.getByLabelText(/^Transaction Password/), 'Txn123');
  await userEvent.type(canvas.getByLabelText(/^Credit Reference/), '10000');
}

/** A player: the exposure limit is asked for, and the account goes out in minor units. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillAccount(canvas);
    await chooseRole(canvasElement, 'USER');
    await userEvent.type(canvas.getByLabelText(/^Exposure Limit/), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'Rahul_01',
        fullName: 'Rahul Sharma',
        role: 'user',
        creditReference: 1_000_000,
        exposureLimit: 500_000,
        privileges: [],
        parent: undefined,
        jurisdiction: 'intl',
      }),
    );
  },
};

/** Issue 21: a player in the United Kingdom (outside the UK unless chosen). */
export const UkPlayer: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await fillAccount(canvas);
    await chooseRole(canvasElement, 'USER');
    const jurisdiction = canvas.getByRole('combobox', { name: /Jurisdiction/ });
    await expect(jurisdiction).toHaveTextContent('Outside the UK');
    await userEvent.click(jurisdiction);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'United Kingdom' }),
    );
    await userEvent.type(canvas.getByLabelText(/^Exposure Limit/), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'user', jurisdiction: 'uk' }),
    );
  },
};

export const Playground: Story = {};

/** Nothing typed: spec 5's messages, word for word, and nothing sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    for (const message of [
      'Username is required',
      'Full name is required',
      'Password is required',
      'Confirm password is required',
      'Transaction password is required',
      'Role is required',
      'Credit reference is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec 5's username and password rules, and the exposure limit a player needs. */
export const Rules: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'rahul');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Secret124');
    await chooseRole(canvasElement, 'USER');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(canvas.getByText('Must Contain One Uppercase')).toBeVisible();
    await expect(canvas.getByText('Passwords must match')).toBeVisible();
    await expect(canvas.getByText('Exposure limit is required')).toBeVisible();
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'secretpass');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(
      canvas.getByText('contains at least one digit,one upper case,one lower case alphabet,'),
    ).toBeVisible();
  },
};

/** An Agent under the Master: partnership, stake limits per sport and privileges with select all. */
export const OperatorAccount: Story = {
  args: { parentIsSelf: false, parent: { username: 'Supermaster', role: 'smdl', partnership: 50 } },
  parameters: { route: '/admin/add-user/Supermaster' },
  play: async ({ canvas, canvasElement, args }) => {
    await fillAccount(canvas);
    await chooseRole(canvasElement, 'Agent');
    await expect(canvas.queryByLabelText(/^Exposure Limit/)).toBeNull();
    await expect(canvas.getByText("Up to 50%, Supermaster's own share")).toBeVisible();
    const partnership = canvas.getByLabelText(/^Partnership/);
    await userEvent.clear(partnership);
    await userEvent.type(partnership, '20');
    const cricket = within(canvas.getByRole('group', { name: 'Cricket' }));
    await userEvent.clear(cricket.getByLabelText(/^Max Bet/));
    await userEvent.type(cricket.getByLabelText(/^Max Bet/), '25000');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        role: 'dl',
        partnership: 20,
        parent: 'Supermaster',
        privileges: masterOperator.privileges,
      }),
    );
    await expect(canvas.queryByRole('combobox', { name: /Jurisdiction/ })).toBeNull();
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).not.toHaveProperty(
      'jurisdiction',
    );
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      betSettings: { maxBet: number }[];
    };
    await expect(sent.betSettings[2]?.maxBet).toBe(2_500_000);
  },
};

/** The server refuses (a taken username): its message above the form. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new globalThis.Error('This username is already taken'))) },
  play: async ({ canvas, canvasElement }) => {
    await fillAccount(canvas);
    await chooseRole(canvasElement, 'USER');
    await userEvent.type(canvas.getByLabelText(/^Exposure Limit/), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This username is already taken');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
