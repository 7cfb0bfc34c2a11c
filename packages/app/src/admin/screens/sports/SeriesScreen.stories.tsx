import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { cricketSeries, feedMatchRows } from './fixtures.ts';
import { SeriesScreen } from './SeriesScreen.tsx';

/** The platform's series with their matches that have a market, as get-series-with-market answers. */
const withMarketRows = [
  { seriesId: 30_000_001, seriesName: 'Indian T10 League', sportId: 4, matches: feedMatchRows.slice(0, 2) },
  { seriesId: 30_000_050, seriesName: 'Women’s T10 Cup', sportId: 4, matches: feedMatchRows.slice(2) },
];

const meta = {
  title: 'Screens/Admin/Series',
  component: SeriesScreen,
  decorators: [withRouter],
  args: {
    sportId: 4,
    series: cricketSeries,
    status: 'ready',
    withMarkets: { series: withMarketRows, window: 'open', onWindowChange: fn(), status: 'ready' },
  },
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
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search By Series' }), 'women');
    await expect(canvas.queryByRole('link', { name: 'Indian T10 League' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Women’s T10 Cup' })).toBeVisible();
  },
};

/** Series with markets: each match leads to its markets; the window picks the call (-with-date). */
export const WithMarkets: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Series of Cricket with markets' });
    const league = within(table).getByRole('row', { name: /^Indian T10 League/ });
    await expect(
      within(league).getByRole('link', { name: 'Mumbai Mavericks v Delhi Dynamos' }),
    ).toHaveAttribute('href', '/admin/active-markets/30000012');
    await expect(within(league).getByText('In play')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search By Series or Match' }), 'punjab');
    await expect(within(table).queryByRole('row', { name: /^Indian T10 League/ })).toBeNull();
    await expect(
      within(table).getByRole('link', { name: 'Punjab Panthers v Rajasthan Royals' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Matches' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'In play or within a day' }));
    await expect(args.withMarkets.onWindowChange).toHaveBeenCalledWith('soon');
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: {
    series: [],
    withMarkets: { series: [], window: 'open', onWindowChange: fn(), status: 'ready' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
    await expect(canvas.getByText('No records found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { series: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Series of Cricket' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = { parameters: { phone: true } };
