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
    await expect(canvas.getByRole('spinbutton', { name: 'Stake 1' })).toHaveValue('100');
    await expect(args.onCancel).toHaveBeenCalled();
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
