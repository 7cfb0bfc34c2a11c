import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Amount } from './Amount.tsx';
import { amountTones } from './Amount.css.ts';

const meta = {
  title: 'Design System/Amount',
  component: Amount,
  args: { value: 2500 },
  argTypes: {
    tone: { control: 'inline-radio', options: amountTones },
    value: { control: 'number' },
  },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+2,500.00')).toHaveAttribute('data-tone', 'profit');
  },
};

export const Playground: Story = { args: { value: -1234567.891, short: false, locale: 'en-IN' } };

export const Loss: Story = {
  args: { value: -150000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-1,50,000.00')).toHaveAttribute('data-tone', 'loss');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.00')).toHaveAttribute('data-tone', 'loss');
  },
};

const shortValues = [750, 2500, -150000, 25000000, 3000000000, 1.25e12];

export const Short: Story = {
  args: { short: true },
  render: (args) => (
    <ul style={{ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' }}>
      {shortValues.map((value) => (
        <li key={value}>
          <Amount {...args} value={value} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const text of ['+750.00', '+2.50k', '-1.50L', '+2.50Cr', '+3.00B', '+1.25T']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('+2.50Cr')).toHaveAttribute('title', '+2,50,00,000.00');
  },
};

export const Uncoloured: Story = {
  args: { value: 98765.4, tone: 'none' },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('98,765.40');
    await expect(amount).not.toHaveAttribute('data-tone');
  },
};

export const OtherLocale: Story = {
  args: { value: 150000, locale: 'en-US', tone: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('150,000.00')).toBeVisible();
  },
};
