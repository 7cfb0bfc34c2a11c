import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { SecurityCodeScreen } from './SecurityCodeScreen.tsx';

const meta = {
  title: 'Screens/Player/SecurityCode',
  component: SecurityCodeScreen,
  decorators: [withRouter],
  args: { onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof SecurityCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing the sixth digit sends the code by itself, a second later. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Security Code Verification' })).toBeVisible();
    await expect(
      canvas.getByText('Enter 6-digit code from your security auth verification App'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /digit 1/i }));
    await userEvent.keyboard('123456');
    // The code goes a second after the last digit: wait past that.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('123456'), { timeout: 3000 });
  },
};

export const Playground: Story = {};

/** The Telegram step: the code comes from the Telegram bot's message, not an app (issue 39). */
export const Telegram: Story = {
  // Resend shows the same screen: no shot of its own.
  parameters: { visual: { disable: true } },
  args: { source: 'telegram' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Enter the 6-digit code our Telegram bot sent you. It expires in 5 minutes.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/verification App/)).toBeNull();
  },
};

export const Resend: Story = {
  args: { source: 'telegram', notice: 'A new code has been sent to your Telegram' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('A new code has been sent');
  },
};

/** An authenticator app shows its own codes: nothing to resend. */
export const AuthenticatorApp: Story = {
  render: (args) => <SecurityCodeScreen {...args} onResend={undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
  },
};

export const Error: Story = {
  args: { error: 'The code is wrong' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The code is wrong')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
