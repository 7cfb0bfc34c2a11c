import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { alignments } from '../../internal/layout.ts';
import { Sample } from '../../testing/Sample.tsx';
import { vars } from '../../theme/contract.css.ts';
import { Stack, type StackProps } from './Stack.tsx';

const meta = {
  title: 'Design System/Layout/Stack',
  component: Stack,
  args: {
    space: 'medium',
    style: { maxWidth: 320 },
    children: ['Cricket', 'Football', 'Tennis'].map((sport) => <Sample key={sport}>{sport}</Sample>),
  },
  argTypes: {
    space: { control: 'select', options: Object.keys(vars.space) },
    align: { control: 'inline-radio', options: alignments },
  },
} satisfies Meta<StackProps>;

export default meta;
type Story = StoryObj<StackProps>;

const top = (element: Element) => element.getBoundingClientRect().top;
const bottom = (element: Element) => element.getBoundingClientRect().bottom;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [cricket, football] = [canvas.getByText('Cricket'), canvas.getByText('Football')];
    // medium is 12 px: the gap, with no margins of its own.
    await expect(top(football) - bottom(cricket)).toBe(12);
  },
};

/** A list stays a list: no element is added around each item. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" space="xsmall" aria-label="Open bets" margin="none" paddingLeft="large">
      <li>India to win, back at 1.85</li>
      <li>Over 7.5 goals, lay at 3.10</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Open bets' });
    await expect(list.tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** `align` places items across the stack: centred, each keeps its own width. */
export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Cricket').parentElement as HTMLElement;
    const item = canvas.getByText('Cricket').getBoundingClientRect();
    const box = stack.getBoundingClientRect();
    await expect(item.width).toBeLessThan(box.width);
    await expect(Math.abs(item.left - box.left - (box.right - item.right))).toBeLessThan(1);
  },
};
