import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';
import { switchLabelPositions } from './Switch.css.ts';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  args: { label: 'One-click betting', onCheckedChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: switchLabelPositions } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'One-click betting' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByText('One-click betting'));
    await expect(toggle).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: { description: 'Place bets without a confirmation step', labelPosition: 'end' },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'One-click betting' })).toBeChecked();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'One-click betting' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="Off and locked" disabled />
      <Switch {...args} label="On and locked" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Off and locked' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const SettingsList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Switch
        {...args}
        labelPosition="start"
        label="One-click betting"
        description="Place bets without a confirmation step"
      />
      <Switch {...args} labelPosition="start" label="Show in-play markets first" defaultChecked />
      <Switch {...args} labelPosition="start" label="Sounds" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'One-click betting' })).toHaveAccessibleDescription(
      'Place bets without a confirmation step',
    );
    await expect(canvas.getByRole('switch', { name: 'Show in-play markets first' })).toBeChecked();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Switch {...args} checked={on} onCheckedChange={setOn} />
        <output aria-label="Setting">{on ? 'On' : 'Off'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'One-click betting' }));
    await expect(canvas.getByRole('status', { name: 'Setting' })).toHaveTextContent('On');
  },
};
