import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';
import { radioGroupOrientations } from './RadioGroup.css.ts';

const oddsFormats = [
  { value: 'decimal', label: 'Decimal', description: '2.50' },
  { value: 'fractional', label: 'Fractional', description: '3/2' },
  { value: 'american', label: 'American', description: '+150' },
];

/**
 * Radix checks a radio when it gains focus while an arrow key is down, and moves focus a tick after
 * the keydown. A person's key stays down that long; user-event's press releases at once, so hold it.
 */
async function press(key: string, canvasElement: HTMLElement) {
  const before = canvasElement.ownerDocument.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(canvasElement.ownerDocument.activeElement).not.toBe(before));
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Design System/RadioGroup',
  component: RadioGroup,
  args: { label: 'Odds format', options: oddsFormats, defaultValue: 'decimal', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Odds format' })).toBeVisible();
    await userEvent.click(canvas.getByText('Fractional'));
    await expect(canvas.getByRole('radio', { name: 'Fractional' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('fractional');
  },
};

export const Playground: Story = { args: { orientation: 'vertical', hint: 'Used across every market' } };

export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Decimal' })).toHaveFocus();
    await press('ArrowDown', canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Fractional' })).toBeChecked();
    await press('ArrowRight', canvasElement);
    await expect(canvas.getByRole('radio', { name: 'American' })).toBeChecked();
    await press('ArrowUp', canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Fractional' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fractional');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Side',
    orientation: 'horizontal',
    defaultValue: 'back',
    options: [
      { value: 'back', label: 'Back' },
      { value: 'lay', label: 'Lay' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Back' }));
    await press('ArrowRight', canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Lay' })).toBeChecked();
  },
};

export const DisabledOption: Story = {
  args: {
    options: oddsFormats.map((option) => ({ ...option, disabled: option.value === 'fractional' })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Fractional' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Decimal' }));
    await press('ArrowDown', canvasElement);
    await expect(canvas.getByRole('radio', { name: 'American' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Error: Story = {
  args: { defaultValue: undefined, error: 'Choose an odds format', required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Odds format' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose an odds format');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('decimal');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <RadioGroup {...args} defaultValue={undefined} value={value} onValueChange={setValue} />
        <output aria-label="Chosen format">{value}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'American' }));
    await expect(canvas.getByRole('status', { name: 'Chosen format' })).toHaveTextContent('american');
  },
};
