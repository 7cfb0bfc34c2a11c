import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toast, ToastProvider, useToast } from './Toast.tsx';
import { toastTones } from './Toast.css.ts';

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

/** What an app does: call the toast API after an action succeeds or fails. */
function BetActions({ duration }: { duration?: number }) {
  const toast = useToast();
  const options = duration === undefined ? {} : { duration };
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('Bet Placed Successfully', options)}>Place bet</Button>
      <Button tone="critical" variant="outline" onClick={() => toast.error('Insufficient balance', options)}>
        Place a bet over balance
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design System/Toast',
  component: Toast,
  parameters: { overlay: true },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  // Open and kept open, so the screenshot shows it; the provider's 3 s applies to `useToast()` toasts.
  args: { title: 'Bet Placed Successfully', tone: 'success', defaultOpen: true, duration: Infinity },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const toast = await waitFor(() => notifications().getByText('Bet Placed Successfully'));
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Playground: Story = {
  args: { tone: 'info', title: 'Market suspended', description: 'Prices will return shortly.' },
};

const toneMessages = {
  neutral: 'Settings saved',
  info: 'Market suspended',
  success: 'Bet Placed Successfully',
  error: 'Insufficient balance',
} satisfies Record<(typeof toastTones)[number], string>;

export const Tones: Story = {
  render: (args) => (
    <>
      {toastTones.map((tone) => (
        <Toast key={tone} {...args} tone={tone} title={toneMessages[tone]} />
      ))}
    </>
  ),
  play: async () => {
    await waitFor(() => expect(notifications().getAllByRole('listitem')).toHaveLength(toastTones.length));
  },
};

export const WithDescription: Story = {
  args: {
    tone: 'error',
    title: 'Bet not placed',
    description: 'The odds changed before your bet was matched. Check the new price and try again.',
  },
  play: async () => {
    await waitFor(() => expect(notifications().getByText('Bet not placed')).toBeVisible());
  },
};

export const FromUseToast: Story = {
  render: () => <BetActions />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place a bet over balance' }));
    // Both stack; closing one leaves the other.
    await waitFor(() => expect(notifications().getAllByRole('listitem')).toHaveLength(2));
    const success = notifications().getByText('Bet Placed Successfully').closest('li');
    await expect(success).not.toBeNull();
    await userEvent.click(within(success as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(notifications().queryByText('Bet Placed Successfully')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(notifications().getByText('Insufficient balance')).toBeVisible());
  },
};

export const ClosesItself: Story = {
  render: () => <BetActions duration={300} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bet Placed Successfully'));
    // How long it stays is the component test's, on fake time; here only that it goes, however busy CI is.
    await waitFor(() => expect(notifications().queryByRole('listitem')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  },
};

export const Keyboard: Story = {
  render: () => <BetActions duration={60_000} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(notifications().getByText('Bet Placed Successfully')).toBeVisible());
    // F8 jumps to the toasts (Radix listens for its `code`); Tab reaches the toast, then its close button.
    await userEvent.keyboard('[F8]');
    await expect(
      screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol'),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(notifications().getByRole('listitem')).toHaveFocus();
    await userEvent.tab();
    await expect(notifications().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(notifications().queryByRole('listitem')).not.toBeInTheDocument());
  },
};
