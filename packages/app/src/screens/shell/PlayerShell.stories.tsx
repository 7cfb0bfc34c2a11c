import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { RulesScreen } from '../info/RulesScreen.tsx';
import { PlayerShell } from './PlayerShell.tsx';
import { WelcomeDialog } from './WelcomeDialog.tsx';

const meta = {
  title: 'Screens/Player/Shell',
  component: PlayerShell,
  decorators: [withRouter],
  args: { username: 'Player', pathname: '/rules', onLogout: fn(), children: <RulesScreen /> },
} satisfies Meta<typeof PlayerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    await expect(within(nav).getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Signed in: the welcome message over the landing page (spec 4). */
export const Welcome: Story = {
  parameters: { overlay: true },
  render: (args) => (
    <PlayerShell {...args}>
      <WelcomeDialog username={args.username} images={{}} open onClose={fn()} />
    </PlayerShell>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Welcome, Player',
    });
    // The dialog fades in: wait for it rather than a fixed time.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeVisible());
  },
};

export const Mobile: Story = { parameters: { phone: true } };
