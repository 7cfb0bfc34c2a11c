import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Sample } from '../../testing/Sample.tsx';
import { vars } from '../../theme/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Inline, inlineAligns, inlineAlignYs, inlineCollapseBelow, type InlineProps } from './Inline.tsx';

const stakes = ['100', '500', '1,000', '5,000', '10,000', '25,000'];

const meta = {
  title: 'Design System/Layout/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: stakes.map((stake) => <Sample key={stake}>{stake}</Sample>),
  },
  argTypes: {
    space: { control: 'select', options: Object.keys(vars.space) },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    collapseBelow: { control: 'inline-radio', options: inlineCollapseBelow },
  },
} satisfies Meta<InlineProps>;

export default meta;
type Story = StoryObj<InlineProps>;

const rect = (element: Element | null) => (element ?? document.body).getBoundingClientRect();

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = [rect(canvas.getByText('100')), rect(canvas.getByText('500'))];
    await expect(second.top).toBe(first.top);
    // small is 8 px.
    await expect(second.left - first.right).toBe(8);
  },
};

/** A full row wraps rather than overflow a phone; the space applies down as well as across. */
export const Wrapping: Story = {
  args: { style: { maxWidth: 200 } },
  play: async ({ canvas }) => {
    const [first, last] = [rect(canvas.getByText('100')), rect(canvas.getByText('25,000'))];
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(last.right).toBeLessThanOrEqual(rect(canvas.getByText('100').parentElement).right);
  },
};

/** A title and its actions: pushed to the ends, centred on one line. Focus follows the reading order. */
export const Between: Story = {
  args: {
    align: 'between',
    alignY: 'center',
    style: { maxWidth: 480 },
    children: [
      <Text key="title" as="h2" size="medium" weight="semibold">
        Open bets
      </Text>,
      <Inline key="actions" space="small">
        <Button size="small" variant="outline">
          Refresh
        </Button>
        <Button size="small">Cash out</Button>
      </Inline>,
    ],
  },
  play: async ({ canvas }) => {
    const title = rect(canvas.getByRole('heading', { level: 2, name: 'Open bets' }));
    const cashOut = canvas.getByRole('button', { name: 'Cash out' });
    const row = rect(canvas.getByRole('heading').parentElement);
    await expect(title.left).toBe(row.left);
    await expect(rect(cashOut).right).toBe(row.right);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.tab();
    await expect(cashOut).toHaveFocus();
  },
};
