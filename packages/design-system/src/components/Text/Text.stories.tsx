import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { pageTones } from './fixtures.ts';
import { Text, type TextProps } from './Text.tsx';
import { textSizes, textWeights } from './Text.css.ts';

const meta = {
  title: 'Design System/Layout/Text',
  component: Text,
  args: { children: 'Bets are settled when the market closes.' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    tone: { control: 'select', options: pageTones },
  },
} satisfies Meta<TextProps<'p' | 'span' | 'h2'>>;

export default meta;
type Story = StoryObj<TextProps<'p' | 'span' | 'h2'>>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Bets are settled when the market closes.');
    await expect(text.tagName).toBe('SPAN');
    await expect(text).not.toHaveAttribute('role');
  },
};

/** The type scale, each size with its own line height. */
export const Sizes: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {textSizes
        .filter((size) => size !== 'inherit')
        .map((size) => (
          <Text key={size} {...args} as="p" size={size}>
            {`${size}: Back 1.85`}
          </Text>
        ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const large = getComputedStyle(canvas.getByText('large: Back 1.85'));
    await expect([large.fontSize, large.lineHeight]).toEqual(['20px', '28px']);
  },
};

/** Colour by meaning; each keeps 4.5:1 on the page in every brand and mode (the a11y check). */
export const Tones: Story = {
  render: (args) => (
    <Stack space="xxsmall">
      {pageTones.map((tone) => (
        <Text key={tone} {...args} as="p" tone={tone}>
          {tone}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const primary = getComputedStyle(canvas.getByText('primary')).color;
    await expect(getComputedStyle(canvas.getByText('critical')).color).not.toBe(primary);
  },
};

/** A heading because the element is one; its size comes from the props, not the browser's h2. */
export const Heading: Story = {
  args: { as: 'h2', size: 'large', weight: 'semibold', children: 'Responsible gaming' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Responsible gaming' });
    await expect(getComputedStyle(heading).fontSize).toBe('20px');
    await expect(getComputedStyle(heading).marginTop).toBe('0px');
  },
};

/** One line, cut with an ellipsis; the title keeps the whole name reachable. */
export const Truncated: Story = {
  args: {
    truncate: true,
    title: 'Royal Challengers Bengaluru v Chennai Super Kings',
    children: 'Royal Challengers Bengaluru v Chennai Super Kings',
    style: { maxWidth: 200 },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Royal Challengers Bengaluru v Chennai Super Kings');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
  },
};
