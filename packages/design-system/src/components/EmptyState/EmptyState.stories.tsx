import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { emptyStateSizes, emptyStateTitleLevels } from './EmptyState.css.ts';

const meta = {
  title: 'Design System/EmptyState',
  component: EmptyState,
  args: {
    title: 'No open bets',
    description: 'Bets you place on a market show here until it settles.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    titleAs: { control: 'inline-radio', options: emptyStateTitleLevels },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No open bets' })).toBeVisible();
    await expect(canvas.getByText('Bets you place on a market show here until it settles.')).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'small', titleAs: 'h3' } };

const onClear = fn();

export const WithAction: Story = {
  args: {
    title: 'No Result Found',
    description: 'Nothing matches these dates. Try a wider range.',
    icon: <SearchIcon size={24} />,
    children: (
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onClear.mockClear();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Clear filters' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalledOnce();
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, title: 'No records found', description: undefined, size: 'small' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No records found' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
