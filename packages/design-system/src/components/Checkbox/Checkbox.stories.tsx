import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxCheckedState } from './Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const privileges = [
  { value: 'dashboard', label: 'DashBoard' },
  { value: 'market-analysis', label: 'Market Analysis' },
  { value: 'user-list', label: 'User List' },
  { value: 'insert-user', label: 'Insert User' },
];

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    // The label is part of the hit area.
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const Playground: Story = { args: { description: 'Stay signed in on this device for 30 days' } };

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { label: 'Accept bets in play', description: 'Bets may be matched while the event is live' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Accept bets in play' })).toHaveAccessibleDescription(
      'Bets may be matched while the event is live',
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="Unavailable" disabled />
      <Checkbox {...args} label="Always on" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Unavailable' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const SelectAll: Story = {
  render: () => (
    <CheckboxGroup
      label="Privileges"
      selectAllLabel="Select all"
      options={privileges}
      defaultValue={['dashboard', 'user-list']}
    />
  ),
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    for (const option of privileges) {
      await expect(canvas.getByRole('checkbox', { name: option.label })).toBeChecked();
    }
    await expect(all).toBeChecked();
    await userEvent.click(all);
    for (const option of privileges) {
      await expect(canvas.getByRole('checkbox', { name: option.label })).not.toBeChecked();
    }
    await expect(all).not.toBeChecked();
  },
};

export const SelectAllByKeyboard: Story = {
  render: () => <CheckboxGroup label="Privileges" selectAllLabel="Select all" options={privileges} />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'DashBoard' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBePartiallyChecked();
    await userEvent.tab({ shift: true });
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Insert User' })).toBeChecked();
  },
};

export const GroupWithError: Story = {
  render: () => (
    <CheckboxGroup
      label="Notify me about"
      orientation="horizontal"
      options={[
        { value: 'matched', label: 'Matched bets' },
        { value: 'settled', label: 'Settled markets' },
        { value: 'deposits', label: 'Deposits' },
        { value: 'news', label: 'Offers', disabled: true },
      ]}
      error="Choose at least one"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one');
    await expect(canvas.getByRole('group', { name: 'Notify me about' })).toHaveAccessibleDescription(
      'Choose at least one',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Offers' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState<CheckboxCheckedState>('indeterminate');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox {...args} label="Show suspended markets" checked={checked} onCheckedChange={setChecked} />
        <output aria-label="State">{String(checked)}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show suspended markets' }));
    await expect(canvas.getByRole('status', { name: 'State' })).toHaveTextContent('true');
  },
};
