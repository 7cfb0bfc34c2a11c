import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@exchange/design-system';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { teenPattiResults } from '../../fixtures/casino.ts';
import { ResultStrip, type ResultStripProps } from './ResultStrip.tsx';
import { resultChipTones } from './ResultStrip.css.ts';

const meta = {
  title: 'Widgets/Casino/ResultStrip',
  component: ResultStrip,
  args: { results: teenPattiResults, onSelectResult: fn() },
} satisfies Meta<typeof ResultStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Last results' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Round 240913000: Player A' }));
    await expect(args.onSelectResult).toHaveBeenCalledWith(
      expect.objectContaining({ mid: '240913000.1530', winnerName: 'Player A' }),
    );
  },
};

export const Playground: Story = { args: { title: 'Last results' } };

/** Every tone a table can give its outcomes. */
export const Tones: Story = {
  args: {
    results: resultChipTones.map((tone, index) => ({
      mid: `${240913100 + index}.2301`,
      label: tone.slice(0, 1).toUpperCase(),
      winnerName: tone,
      tone,
    })),
  },
  play: async ({ canvas }) => {
    const colours = canvas.getAllByRole('button').map((chip) => getComputedStyle(chip).backgroundColor);
    await expect(new Set(colours).size).toBe(resultChipTones.length);
  },
};

export const ReadOnly: Story = {
  // Without a handler: the chips only show, as on a screen with no result detail to open.
  render: ({ onSelectResult: _withoutHandler, ...args }) => <ResultStrip {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Round 240912996: Tie')).toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Round 240912999: Player B' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectResult).toHaveBeenCalledWith(expect.objectContaining({ label: 'B' }));
  },
};

/** The round a chip stands for, shown on keyboard focus (and on hover), not only to screen readers. */
export const RoundShown: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Round 240913000: Player A' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Round 240913000: Player A');
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Round 240912999: Player B');
  },
};

export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

function FirstResult(args: ResultStripProps) {
  const [settled, setSettled] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ResultStrip {...args} results={settled ? teenPattiResults.slice(0, 1) : []} />
      <Button tone="neutral" variant="outline" onClick={() => setSettled(true)}>
        Settle the first round
      </Button>
    </div>
  );
}

/** The first result comes in: the strip keeps its height, and nothing under it moves. */
export const FirstResultKeepsItsHeight: Story = {
  render: (args) => <FirstResult {...args} />,
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const strip = canvasElement.querySelector('div > div');
    await expect(canvas.getByText('No results yet')).toBeVisible();
    const emptyHeight = strip?.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Settle the first round' }));
    await expect(canvas.getByRole('list', { name: 'Last results' })).toBeVisible();
    await expect(strip?.getBoundingClientRect().height).toBe(emptyHeight);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <ResultStrip {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Last results' });
    // One row that scrolls, never a second line.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const tops = new Set(canvas.getAllByRole('button').map((chip) => chip.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);
  },
};
