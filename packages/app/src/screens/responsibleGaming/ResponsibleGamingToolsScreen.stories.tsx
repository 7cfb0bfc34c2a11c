import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { ResponsibleGamingToolsScreen } from './ResponsibleGamingToolsScreen.tsx';
import { openIntlState, selfExcludedUkState } from './fixtures.ts';

const meta = {
  title: 'Screens/Player/ResponsibleGamingTools',
  component: ResponsibleGamingToolsScreen,
  decorators: [withRouter],
  args: {
    state: openIntlState,
    onSaveLimits: fn(async () => undefined),
    onSelfExclude: fn(async () => undefined),
    onRealityCheck: fn(async () => undefined),
  },
} satisfies Meta<typeof ResponsibleGamingToolsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** An open account: its limits with the raise waiting for its date, the 7-day rule said. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText(/Raising or removing a limit takes effect after 7 days/)).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Daily limit' })).toHaveValue('5000');
    await expect(canvas.getByText(/Goes up to 10,000\.00 on 03\/12\/2026 09:30:00/)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Reality check reminders' })).toBeChecked();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** A lower daily limit and no weekly one: the three windows are sent, an empty box as no limit. */
export const SaveLimits: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, args }) => {
    const daily = canvas.getByRole('spinbutton', { name: 'Daily limit' });
    await userEvent.clear(daily);
    await userEvent.type(daily, '2000');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Weekly limit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save limits' }));
    await expect(args.onSaveLimits).toHaveBeenCalledWith({ day: 2000, week: null, month: null });
  },
};

/** The server refused the limits: its message on the card. */
export const LimitRefused: Story = {
  parameters: { visual: { disable: true } },
  args: { onSaveLimits: fn(async () => Promise.reject(new Error('The request is not valid'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save limits' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The request is not valid');
  },
};

/**
 * Self-exclusion asks for a period and the password, then spells out what it means before it is sent;
 * Cancel sends nothing.
 */
export const SelfExclude: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    await expect(canvas.getByText('Choose a period')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '1 week' }));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Self-exclude for 1 week?' });
    await waitFor(() =>
      expect(
        within(dialog).getByText(/cannot place any bet \(sports or casino\) or make a deposit/),
      ).toBeVisible(),
    );
    await expect(
      within(dialog).getByText('You can still sign in, see your balance and withdraw.'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Your account reopens by itself when the period ends.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onSelfExclude).not.toHaveBeenCalled();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    const again = await body(canvasElement).findByRole('dialog', { name: 'Self-exclude for 1 week?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Self-exclude for 1 week' }));
    await expect(args.onSelfExclude).toHaveBeenCalledWith({ period: '1w', password: 'Demo1234' });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A wrong password: the server's message in the dialog, which stays open to try again. */
export const WrongPassword: Story = {
  parameters: { visual: { disable: true } },
  args: { onSelfExclude: fn(async () => Promise.reject(new Error('The password is incorrect'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1 day' }));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Self-exclude for 1 day?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Self-exclude for 1 day' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect');
  },
};

/** The confirm step of a UK player: only support reopens the account. */
export const UkConfirm: Story = {
  parameters: { visual: { disable: true } },
  args: { state: { ...selfExcludedUkState, status: 'active', selfExclusion: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('radio', { name: '1 day' })).toBeNull();
    await expect(
      canvas.getByText(/ask our support for a cool-off of 24 hours, 1 week, 3 weeks or 6 weeks/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '6 months' }));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Self-exclude' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Self-exclude for 6 months?' });
    await waitFor(() =>
      expect(
        within(dialog).getByText('When the period ends, only our support can reopen your account.'),
      ).toBeVisible(),
    );
  },
};

/** Self-excluded in the UK: the date, what still works, no second exclusion offered, no reminders. */
export const SelfExcluded: Story = {
  parameters: { visual: { disable: true } },
  args: { state: selfExcludedUkState },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Self-excluded')).toBeVisible();
    await expect(canvas.getByText(/self-excluded until 26\/05\/2027 10:00:00/)).toBeVisible();
    await expect(canvas.getByText(/only our support can reopen your account/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Self-exclude' })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** Reminders stopped on the pop-up are turned back on here (and off again). */
export const Reminders: Story = {
  parameters: { visual: { disable: true } },
  args: { state: { ...openIntlState, realityCheck: { ...openIntlState.realityCheck, enabled: false } } },
  play: async ({ canvas, args }) => {
    const reminders = canvas.getByRole('switch', { name: 'Reality check reminders' });
    await expect(reminders).not.toBeChecked();
    await userEvent.click(reminders);
    await expect(args.onRealityCheck).toHaveBeenCalledWith('enable');
  },
};

export const Loading: Story = {
  parameters: { visual: { disable: true } },
  args: { state: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your settings');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
