import { refusalMessages } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { clientRows, listArgs, masterOperator } from '../fixtures.ts';
import { ClientListScreen } from './ClientListScreen.tsx';

const meta = {
  title: 'Screens/Admin/ClientList',
  component: ClientListScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/list-clients' },
  args: {
    ...listArgs(),
    rows: clientRows,
    directChildren: true,
    privileges: masterOperator.privileges,
    onAction: fn(async () => undefined),
    loadExposure: fn(async () => [
      {
        matchId: 30000012,
        matchName: 'Mumbai Mavericks v Delhi Dynamos',
        sportId: 4 as const,
        exposure: 1000,
      },
      { matchId: 30000031, matchName: 'Arsenal v Chelsea', sportId: 1 as const, exposure: 500 },
    ]),
    loadBalance: fn(async () => ({ balance: 9000, exposure: 2000 })),
    onResetTransactionPassword: fn(async () => '40718263'),
  },
} satisfies Meta<typeof ClientListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Opens a client's "More" and picks `label` there (the popover is portalled to the page's body). */
async function chooseMore(
  canvas: ReturnType<typeof within>,
  canvasElement: HTMLElement,
  username: string,
  label: string,
) {
  await userEvent.click(canvas.getByRole('button', { name: `More for ${username}` }));
  const menu = await body(canvasElement).findByRole('dialog', { name: username });
  await userEvent.click(within(menu).getByRole('button', { name: `${label} ${username}` }));
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Client List' });
    // At the tests' 1024 px (a laptop's panel beside the menu) no column, Actions included, scrolls away.
    const scroller = table.parentElement;
    await expect(scroller?.scrollWidth).toBeLessThanOrEqual((scroller?.clientWidth ?? 0) + 1);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Username',
      'Role',
      'Credit Ref.',
      'Balance',
      'Client P/L',
      'Exposure',
      'Available Bal.',
      'Exposure Limit',
      'Status',
      'Actions',
    ]);
    // An operator drills down into its own clients; a player has none.
    await expect(within(table).getByRole('link', { name: 'Agent' })).toHaveAttribute(
      'href',
      '/admin/list-clients/Agent',
    );
    await expect(within(table).queryByRole('link', { name: 'Player' })).toBeNull();
    await expect(within(table).getByText('Bet locked')).toBeVisible();
    await expect(within(table).getByText('Locked')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/admin/add-user');
    // Chips in the row; the rest of a client's actions, and its statement, under "More".
    await expect(canvas.getByRole('button', { name: 'Deposit Player' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Lock Player' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'More for Player' }));
    const menu = await body(canvasElement).findByRole('dialog', { name: 'Player' });
    await expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Credit Ref Player',
      'Exp. Limit Player',
      'Password Player',
      'Lock Player',
      'Unlock sign-in Player',
      'Stakes Player',
      'Reset Txn Password Player',
      'Statement Player',
      'Responsible Gaming Player',
    ]);
    await expect(within(menu).getByRole('link', { name: 'Statement Player' })).toHaveAttribute(
      'href',
      '/admin/accountstatement?username=Player',
    );
    await expect(within(menu).getByRole('link', { name: 'Responsible Gaming Player' })).toHaveAttribute(
      'href',
      '/admin/responsible-gaming/p1',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'More for Player' })).toHaveFocus();
  },
};

export const Playground: Story = {};

/** Chips to a player: the amount's rule, then the request with the transaction password. */
export const Deposit: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit Player' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Deposit chips: Player' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // The dialog may still be fading in (stories run with motion on).
    await waitFor(() => expect(within(dialog).getByText('Amount is required')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Transaction password is required')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '1500.50');
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Txn12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { kind: 'deposit', amount: 150050, transactionPassword: 'Txn12345' },
      expect.objectContaining({ username: 'Player' }),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses: its message in the dialog, which stays open for another try. */
export const Refused: Story = {
  parameters: { overlay: true },
  args: {
    onAction: fn(async () => Promise.reject(new globalThis.Error('Transaction password is incorrect'))),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Player' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Withdraw chips: Player' });
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '100');
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Transaction password is incorrect',
    );
  },
};

/** Locks: each switch starts from the client's state; both are sent. */
export const Locks: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await chooseMore(canvas, canvasElement, 'Playertwo', 'Lock');
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'User lock and bet lock: Playertwo',
    });
    await expect(within(dialog).getByRole('switch', { name: /Bet lock/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: /User lock/ }));
    await userEvent.type(within(dialog).getByLabelText(/^Transaction Password/), 'Txn12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { kind: 'locks', userLock: true, betLock: true, transactionPassword: 'Txn12345' },
      expect.objectContaining({ username: 'Playertwo' }),
    );
  },
};

/** Ending a lockout from wrong guesses: the explanation, a confirmation without the transaction password. */
export const Unlock: Story = {
  // The shot is the list before the play, the same as Default's.
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await chooseMore(canvas, canvasElement, 'Agent', 'Unlock sign-in');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Unlock sign-in: Agent' });
    await expect(dialog).toHaveAccessibleDescription(
      'Ends the lock that repeated wrong passwords or codes put on this account.',
    );
    await expect(within(dialog).queryByLabelText(/^Transaction Password/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      { kind: 'unlock' },
      expect.objectContaining({ username: 'Agent' }),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Nothing to unlock: the server's refusal in the dialog. */
export const UnlockRefused: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  args: {
    onAction: fn(async () => Promise.reject(new globalThis.Error(refusalMessages.accountNotLocked))),
  },
  play: async ({ canvas, canvasElement }) => {
    await chooseMore(canvas, canvasElement, 'Player', 'Unlock sign-in');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Unlock sign-in: Player' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      refusalMessages.accountNotLocked,
    );
  },
};

/** A new password follows the new-user rules of spec 5, with their messages. */
export const Password: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement }) => {
    await chooseMore(canvas, canvasElement, 'Player', 'Password');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change password: Player' });
    await userEvent.type(within(dialog).getByLabelText(/^New Password/), 'abc');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm Password/), 'abd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Password must be at least 8 characters')).toBeVisible(),
    );
    await waitFor(() => expect(within(dialog).getByText('Passwords must match')).toBeVisible());
  },
};

/** The exposure figure opens the client's exposure by event. */
export const ExposureByEvent: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /exposure of Player by event/ }));
    await expect(args.loadExposure).toHaveBeenCalledWith('Player');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Exposure: Player' });
    const events = await within(dialog).findByRole('table', { name: 'Exposure of Player by event' });
    await expect(within(events).getByRole('row', { name: /Arsenal v Chelsea/ })).toHaveTextContent('500.00');
    await expect(within(events).getByRole('row', { name: /Mumbai Mavericks/ })).toHaveTextContent('Cricket');
    // A client with nothing at stake has no breakdown to open.
    await expect(canvas.queryByRole('button', { name: /exposure of Agent by event/ })).toBeNull();
  },
};

/** A client's new transaction password: asked for the operator's login password, then shown once. */
export const ResetTransactionPassword: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await chooseMore(canvas, canvasElement, 'Player', 'Reset Txn Password');
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Reset transaction password: Player',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(await within(dialog).findByText('Please enter login password')).toBeVisible();
    await expect(args.onResetTransactionPassword).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/^Your login password/), 'Master2468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(args.onResetTransactionPassword).toHaveBeenCalledWith('Player', 'Master2468');
    await expect(await within(dialog).findByLabelText('New transaction password')).toHaveTextContent(
      '40718263',
    );
    await expect(dialog).toHaveTextContent('it is shown only once');
  },
};

/** A chip move reads the client's balance as it stands (user-account-balance), not the row's. */
export const FreshBalance: Story = {
  parameters: { overlay: true, visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit Player' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: /Player/ });
    await expect(args.loadBalance).toHaveBeenCalledWith('Player');
    await waitFor(() => expect(dialog).toHaveTextContent('9,000.00'));
    await expect(dialog).toHaveTextContent('7,000.00');
  },
};

/** A Master's Agent's clients: no chips (they are not direct children), a way back, who is above. */
export const DrillDown: Story = {
  args: {
    owner: 'Agent',
    directChildren: false,
    rows: clientRows.slice(1),
    upline: {
      username: 'Eastmaster',
      role: 'mdl',
      balance: 50000,
      available: 48500,
      creditReference: 100000,
    },
  },
  parameters: { route: '/admin/list-clients/Agent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Clients of Agent' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Deposit Player' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute(
      'href',
      '/admin/list-clients',
    );
    await expect(canvas.getByRole('link', { name: 'Add User' })).toHaveAttribute(
      'href',
      '/admin/add-user/Agent',
    );
    await expect(canvas.getByLabelText('Upline')).toHaveTextContent('Upline: Eastmaster (Master)');
  },
};

/** An operator with only User List: the list without actions or links it may not use. */
export const ListOnly: Story = {
  args: { privileges: [4] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Player$/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Add User' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').parentElement?.closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'You are not allowed to do this' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are not allowed to do this');
  },
};

export const Mobile: Story = { parameters: { phone: true } };

export const UkPlayer: Story = {
  args: {
    rows: [
      ...clientRows.slice(0, 2),
      ...clientRows.slice(2, 3).map((row) => ({ ...row, username: 'Londoner', jurisdiction: 'uk' as const })),
    ],
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const rowOf = (name: string) => canvas.getByRole('cell', { name }).closest('tr') as HTMLElement;
    // The UK's responsible-gaming rules apply to this player: its role says so; the others' do not.
    await expect(within(rowOf('Londoner')).getByRole('cell', { name: 'USER · UK' })).toBeVisible();
    await expect(within(rowOf('Player')).getByRole('cell', { name: 'USER' })).toBeVisible();
  },
};
