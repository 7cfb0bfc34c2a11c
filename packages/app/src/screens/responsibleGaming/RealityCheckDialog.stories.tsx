import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';
import { openIntlState } from './fixtures.ts';

const meta = {
  title: 'Screens/Player/RealityCheckDialog',
  component: RealityCheckDialog,
  args: { open: true, check: openIntlState.realityCheck, onAnswer: fn(), onDismiss: fn() },
  // A dialog renders in a portal: the visual tests shoot the whole page.
  parameters: { overlay: true },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** An hour of casino play: the session's amounts won and lost, and the three answers. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(within(dialog).getByText('1,250.00')).toBeVisible());
    await expect(within(dialog).getByText('3,400.50')).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/playing casino games for 60 minutes/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('continue');
  },
};

/** By keyboard: focus stays inside, Tab reaches every answer, Enter sends it. */
export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    const stop = within(dialog).getByRole('button', { name: 'Stop reminders' });
    while (canvasElement.ownerDocument.activeElement !== stop) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith('opt-out');
  },
};

/** Log out is one of the answers. */
export const LogOut: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('logout');
  },
};

/** While an answer is sent the others wait; a refusal shows the server's message. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: { error: 'Cannot reach the server. Check your connection and try again.' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Cannot reach the server');
  },
};

/** Escape closes it without an answer (play stays paused on the server); a click outside does not. */
export const Dismiss: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Reality check' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};
