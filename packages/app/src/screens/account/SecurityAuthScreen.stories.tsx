import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../testing/withRouter.tsx';
import { SecurityAuthScreen } from './SecurityAuthScreen.tsx';
import { qrCodeFixture } from './fixtures.ts';

const meta = {
  title: 'Screens/Player/SecurityAuth',
  component: SecurityAuthScreen,
  decorators: [withRouter],
  args: {
    state: { step: 'choose' },
    pending: false,
    onRequestConnectionId: fn(),
    onCheckConnection: fn(),
    onStartAuthenticator: fn(),
    onConfirmAuthenticator: fn(),
    onStartDisable: fn(),
    onResendCode: fn(),
    onDisable: fn(),
    onCancel: fn(),
    onCopied: fn(),
    onCopyError: fn(),
  },
  // Headless browsers do not reliably grant clipboard permission: stand in for it, and put it back after.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof SecurityAuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 4: auth_method 0 is Disabled; the authenticator app's tab asks for the login password first. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Disabled')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Authenticator app' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(canvas.getByLabelText(/^Login Password/), 'Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Get QR code' }));
    await expect(args.onStartAuthenticator).toHaveBeenCalledWith('Demo1234');
    await expect(args.onRequestConnectionId).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** Spec 5: "Secure auth Telegram: 'Please enter login password' if empty." Nothing is sent. */
export const Telegram: Story = {
  args: { defaultMethod: 'telegram' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get connection id' }));
    await expect(canvas.getByText('Please enter login password')).toBeVisible();
    await expect(args.onRequestConnectionId).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Login Password/), 'Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Get connection id' }));
    await expect(args.onRequestConnectionId).toHaveBeenCalledWith('Demo1234');
  },
};

/** The tabs switch by keyboard, as a tab list does. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Authenticator app' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Telegram' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Get connection id' })).toBeVisible();
  },
};

/** The server refused the password: its message, word for word. */
export const WrongPassword: Story = {
  args: { error: 'The password is incorrect' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The password is incorrect');
  },
};

/** Spec 4: the connection id, then /start and /connect <id> to the bot; the command copies in one go. */
export const TelegramConnectionId: Story = {
  args: { state: { step: 'telegram-connect', connectionId: 'q3Xv9LmT0aZk' } },
  play: async ({ canvas, args }) => {
    const steps = within(canvas.getByRole('list'));
    await expect(steps.getByText('/start')).toBeVisible();
    await expect(steps.getByText('/connect q3Xv9LmT0aZk')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy command' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('/connect q3Xv9LmT0aZk');
    await expect(args.onCopied).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Check connection' }));
    await expect(args.onCheckConnection).toHaveBeenCalledOnce();
  },
};

/** The bot has not been sent the command yet: the steps stay, with what to do. */
export const TelegramNotConnected: Story = {
  args: {
    state: { step: 'telegram-connect', connectionId: 'q3Xv9LmT0aZk' },
    error: 'Telegram is not connected yet. Send the bot the /connect command, then check again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Telegram is not connected yet');
    await expect(canvas.getByRole('button', { name: 'Check connection' })).toBeEnabled();
  },
};

/** The QR code of the server's otpauth address and the key to type; a code from the app switches it on. */
export const AuthenticatorQrCode: Story = {
  args: {
    state: {
      step: 'authenticator-confirm',
      enrolment: { qrCode: qrCodeFixture, secret: 'JBSWY3DPEHPK3PXP' },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    await userEvent.click(canvas.getByRole('textbox', { name: /digit 1/i }));
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Enable' }));
    await expect(args.onConfirmAuthenticator).toHaveBeenCalledWith('123456');
  },
};

/** Spec 4: enabled when auth_method is not 0; "Clicking Enabled sends a code". */
export const Enabled: Story = {
  args: { state: { step: 'enabled', method: 'telegram' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your sign-in codes are sent to you on Telegram.')).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enabled' }));
    await expect(args.onStartDisable).toHaveBeenCalledOnce();
  },
};

/** "then a 6-digit entry appears to disable it": sent one second after the sixth digit, or resent. */
export const DisableCode: Story = {
  args: {
    state: { step: 'disable-code', method: 'telegram' },
    notice: 'A code has been sent to your Telegram',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A code has been sent to your Telegram');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResendCode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('textbox', { name: /digit 1/i }));
    await userEvent.keyboard('654321');
    // The code goes a second after the last digit: wait past that.
    await waitFor(() => expect(args.onDisable).toHaveBeenCalledWith('654321'), { timeout: 3000 });
  },
};

/** The authenticator app shows its own codes: nothing to resend. */
export const DisableAuthenticator: Story = {
  args: { state: { step: 'disable-code', method: 'authenticator' }, error: 'The security code is incorrect' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The security code is incorrect');
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
