import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { cricketSeries } from './fixtures.ts';
import { SeriesScreen } from './SeriesScreen.tsx';

const meta = {
  title: 'Screens/Admin/Series',
  component: SeriesScreen,
  decorators: [withRouter],
  args: { sportId: 4, series: cricketSeries, status: 'ready' },
} satisfies Meta<typeof SeriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Series: Cricket' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Indian T10 League' })).toHaveAttribute(
      'href',
      '/admin/matches/4?series=30000001',
    );
    await expect(canvas.getByRole('link', { name: 'Every match of Cricket' })).toHaveAttribute(
      'href',
      '/admin/matches/4',
    );
    await userEvent.type(canvas.getByRole('searchbox'), 'women');
    await expect(canvas.queryByRole('link', { name: 'Indian T10 League' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Women’s T10 Cup' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { series: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
