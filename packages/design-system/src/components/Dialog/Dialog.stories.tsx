import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogContentProps } from './Dialog.tsx';
import { dialogSizes } from './Dialog.css.ts';

function SignOutDialog({ defaultOpen = false, ...content }: DialogContentProps & { defaultOpen?: boolean }) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button tone="neutral" variant="outline">
          Sign out
        </Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button tone="neutral" variant="outline">
              Cancel
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button tone="critical">Sign out now</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Design System/Dialog',
  component: Dialog.Content,
  parameters: { overlay: true },
  args: {
    title: 'Sign out?',
    description: 'You will need your password to sign in again.',
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => <SignOutDialog {...args} />,
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sign out' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await expect(dialog).toHaveAccessibleDescription('You will need your password to sign in again.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = { args: { size: 'medium' } };

export const Open: Story = {
  render: (args) => <SignOutDialog {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sign out' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Sign out?' });
    // Focus starts inside and cannot leave: Close, Cancel, Sign out now, then round to Close again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Sign out now' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'small' },
  render: (args) => <SignOutDialog {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Large: Story = {
  args: { size: 'large' },
  render: (args) => <SignOutDialog {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

const clauses = Array.from({ length: 14 }, (_, index) => index + 1);

export const LongContent: Story = {
  args: { title: 'Terms and conditions', description: 'Please read these terms before you continue.' },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button variant="outline">Read the terms</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        {clauses.map((clause) => (
          <p key={clause}>
            {`${clause}. Your account is personal to you. Keep your password secret and tell us at once if you think
            someone else knows it. We may ask you to prove who you are before you withdraw funds.`}
          </p>
        ))}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button tone="neutral" variant="outline">
              Decline
            </Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button>Accept</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    // The dialog fits the viewport and its actions stay in sight while the text scrolls.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const accept = screen.getByRole('button', { name: 'Accept' });
    await expect(accept.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().bottom,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const HiddenTitle: Story = {
  args: { title: 'Sign out?', hideTitle: true, description: 'You will need your password to sign in again.' },
  render: (args) => <SignOutDialog {...args} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Still the dialog's name, but clipped to nothing on screen.
    await expect(
      screen.getByRole('heading', { name: 'Sign out?' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
  },
};
