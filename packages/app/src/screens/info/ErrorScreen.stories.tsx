import { pageErrorMessages, sessionEndedMessages } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Screens/Player/Error',
  component: ErrorScreen,
  decorators: [withRouter],
  args: { homeHref: '/' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: pageErrorMessages.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: pageErrorMessages.home })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: pageErrorMessages.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** A 401 for a session ended by a sign-in on another device: the way out is the login page. */
export const SignedOut: Story = {
  args: {
    title: pageErrorMessages.signedOutTitle,
    description: sessionEndedMessages.login,
    homeHref: '/login?signedOut=login',
    homeLabel: pageErrorMessages.login,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sessionEndedMessages.login)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: pageErrorMessages.retry })).toBeNull();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
