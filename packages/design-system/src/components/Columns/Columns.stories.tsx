import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sample } from '../../testing/Sample.tsx';
import { vars } from '../../theme/contract.css.ts';
import { alignments } from '../../internal/layout.ts';
import { Columns, type ColumnsProps } from './Columns.tsx';

const games = ['Teen Patti', 'Andar Bahar', 'Dragon Tiger', 'Lucky 7', 'Baccarat', 'Roulette'];

const meta = {
  title: 'Design System/Layout/Columns',
  component: Columns,
  args: {
    columns: 3,
    space: 'small',
    children: games.map((game) => <Sample key={game}>{game}</Sample>),
  },
  argTypes: {
    space: { control: 'select', options: Object.keys(vars.space) },
    alignY: { control: 'inline-radio', options: alignments },
  },
} satisfies Meta<ColumnsProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many items share the first item's row. */
function perRow(items: HTMLElement[]) {
  const top = items[0]?.getBoundingClientRect().top;
  return items.filter((item) => item.getBoundingClientRect().top === top).length;
}

const items = (canvas: { getByText: (text: string) => HTMLElement }) =>
  games.map((game) => canvas.getByText(game));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(perRow(items(canvas))).toBe(3);
    const [first, second] = items(canvas).map((item) => item.getBoundingClientRect());
    await expect(first?.width).toBe(second?.width);
  },
};

/** One column on a phone, two from a tablet, six from a desktop (these stories are 1,024 px wide). */
export const Responsive: Story = {
  args: { columns: { mobile: 1, tablet: 2, desktop: 6 } },
  play: async ({ canvas }) => {
    await expect(perRow(items(canvas))).toBe(innerWidth >= 1024 ? 6 : innerWidth >= 768 ? 2 : 1);
  },
};

/** As many as fit, each at least 200 px wide: a lobby's tiles. */
export const Fitted: Story = {
  args: { columns: undefined, minColumnWidth: 200, style: { maxWidth: 640 } },
  play: async ({ canvas }) => {
    // 640 px fits three of 200 px and their two 8 px gaps, not four.
    await expect(perRow(items(canvas))).toBe(3);
  },
};
