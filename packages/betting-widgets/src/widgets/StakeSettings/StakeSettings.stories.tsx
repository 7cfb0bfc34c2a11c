import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atWidth, phoneWidth } from '../../fixtures/layout.tsx';
import { StakeSettings } from './StakeSettings.tsx';

const meta = {
  title: 'Widgets/StakeSettings',
  component: StakeSettings,
  args: {
    stakes: [100, 500, 1000, 5000, 10000, 25000],
    minStake: 100,
    maxStake: 500000,
    onSave: fn(),
    onCancel: fn(),
    // The editing stories start with the editor open; Closed shows how a player first meets it.
    defaultOpen: true,
  },
  decorators: [atWidth(640)],
} satisfies Meta<typeof StakeSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const third = canvas.getByRole('spinbutton', { name: 'Stake 3' });
    await userEvent.clear(third);
    await userEvent.type(third, '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([100, 500, 2000, 5000, 10000, 25000]);
    await expect(await canvas.findByText('Stake buttons saved')).toBeInTheDocument();
  },
};

/**
 * Closed until the player asks: the buttons as they are and Edit, which opens the editor from the keyboard
 * with the focus on the first stake; Edit again closes it (dropping the edits), as Save closes it saved.
 */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, args }) => {
    const edit = canvas.getByRole('button', { name: 'Edit stake buttons' });
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByText('100 · 500 · 1k · 5k · 10k · 25k')).toBeVisible();
    await expect(edit).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const first = canvas.getByRole('spinbutton', { name: 'Stake 1' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab({ shift: true });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(edit).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onCancel).toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Stake 1' }));
    await userEvent.keyboard('200{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith([200, 500, 1000, 5000, 10000, 25000]);
    await expect(await canvas.findByText('Stake buttons saved')).toBeInTheDocument();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(edit).toHaveFocus();
  },
};

export const Playground: Story = { args: { maxButtons: 8, title: 'Quick stakes' } };

export const AddAndRemove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add stake' }));
    const added = canvas.getByRole('spinbutton', { name: 'Stake 7' });
    await expect(added).toHaveFocus();
    await userEvent.type(added, '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove stake 1' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Stake 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith([500, 1000, 5000, 10000, 25000, 50000]);
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('spinbutton', { name: 'Stake 1' });
    await userEvent.clear(first);
    await userEvent.type(first, '50');
    const second = canvas.getByRole('spinbutton', { name: 'Stake 2' });
    await userEvent.clear(second);
    await userEvent.type(second, '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription(/A stake must be at least 100/);
    await expect(canvas.getByRole('spinbutton', { name: 'Stake 3' })).toHaveAccessibleDescription(
      /This stake is already a button/,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('spinbutton', { name: 'Stake 1' });
    await userEvent.clear(first);
    await userEvent.type(first, '999');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit stake buttons' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Stake 1' })).toHaveValue('100');
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('spinbutton', { name: 'Stake 1' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  name: 'Error',
  args: { onSave: fn(() => Promise.reject(new Error('Session expired'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The stakes were not saved: Session expired',
    );
  },
};

export const Full: Story = {
  args: { maxButtons: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add stake' })).toBeDisabled();
  },
};

/** One stake left: it cannot be removed, there must be a button. */
export const Empty: Story = {
  name: 'Single stake',
  args: { stakes: [500] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove stake 1' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  decorators: [atWidth(phoneWidth, { fixed: true })],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(6);
  },
};
