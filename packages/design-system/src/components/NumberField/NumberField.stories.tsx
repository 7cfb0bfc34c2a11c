import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Design System/NumberField',
  component: NumberField,
  args: { label: 'Stake', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Stake' });
    await userEvent.type(input, '250');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(250);
  },
};

export const Playground: Story = {
  args: { min: 100, max: 5000, step: 100, steppers: true, defaultValue: 500, hint: 'Between 100 and 5000' },
};

export const WithSteppers: Story = {
  args: { steppers: true, defaultValue: 100, min: 100, max: 500, step: 100 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Stake' });
    await expect(canvas.getByRole('button', { name: 'Decrease Stake' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Stake' }));
    await expect(input).toHaveValue('200');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(200);
  },
};

export const ClampsOnBlur: Story = {
  args: { min: 100, max: 5000, hint: 'Between 100 and 5000' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Stake' });
    await userEvent.type(input, '9000');
    await userEvent.tab();
    await expect(input).toHaveValue('5000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5000);
  },
};

export const Empty: Story = {
  args: { placeholder: '0', steppers: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Stake' })).toHaveValue('');
  },
};

export const Error: Story = {
  args: { defaultValue: 50, error: 'Minimum stake is 100' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Stake' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Minimum stake is 100');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 500, steppers: true, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Stake' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Stake' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { steppers: true, step: 0.5, min: 1.01, max: 1000 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('spinbutton', { name: 'Stake' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('2{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue('2.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2.5);
  },
};
