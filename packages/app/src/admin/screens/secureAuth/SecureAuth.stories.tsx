import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SecurityAuthScreen } from '../../../screens/account/SecurityAuthScreen.tsx';
import playerStories from '../../../screens/account/SecurityAuthScreen.stories.tsx';
import { withRouter } from '../../../testing/withRouter.tsx';

/**
 * The panel's `secureauth` is the player's security-auth screen (the same calls act on the signed-in
 * operator): the status, the mobile app (authenticator, QR code) and Telegram tabs, and switching off
 * with a code.
 */
const meta = {
  title: 'Screens/Admin/SecureAuth',
  component: SecurityAuthScreen,
  decorators: [withRouter],
  parameters: { route: '/admin/secureauth' },
  // The player's story's callbacks and clipboard stand-in.
  args: playerStories.args,
  beforeEach: playerStories.beforeEach,
} satisfies Meta<typeof SecurityAuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disabled: two ways to switch it on, each asking for the operator's login password first. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Disabled')).toBeVisible();
    const tabs = within(canvas.getByRole('tablist'));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Authenticator app',
      'Telegram',
    ]);
    await userEvent.click(tabs.getByRole('tab', { name: 'Telegram' }));
    await userEvent.type(canvas.getByLabelText(/^Login Password/), 'Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Get connection id' }));
    await expect(args.onRequestConnectionId).toHaveBeenCalledWith('Demo1234');
  },
};

export const Playground: Story = {};

/** Enabled by the mobile app: clicking the status starts switching it off (the app's code, no resend). */
export const Enabled: Story = {
  args: { state: { step: 'enabled', method: 'authenticator' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enabled' }));
    await expect(args.onStartDisable).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
