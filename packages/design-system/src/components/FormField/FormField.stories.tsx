import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField.tsx';
import { inputBase } from './FormField.css.ts';

const meta = {
  title: 'Design System/FormField',
  component: FormField,
  args: {
    label: 'Full name',
    children: (control) => <input className={inputBase} defaultValue="Ravi Kumar" {...control} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
  },
};

export const Playground: Story = { args: { hint: 'As on your ID', required: true } };

export const WithHint: Story = {
  args: { hint: 'As on your ID' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription('As on your ID');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { label: 'Username', error: 'Username is required', hint: 'Not shown while there is an error' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Username');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Username is required');
    await expect(canvas.queryByText('Not shown while there is an error')).not.toBeInTheDocument();
  },
};
