import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { cricketListArgs } from './storyArgs.ts';
import { FeedMatchesScreen } from './FeedMatchesScreen.tsx';
import { cricketSeries, feedMatchRows } from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/Matches',
  component: FeedMatchesScreen,
  decorators: [withRouter],
  args: {
    ...cricketListArgs(),
    series: cricketSeries,
    matches: feedMatchRows,
    onSeriesChange: fn(),
    onActivate: fn(async () => undefined),
  },
} satisfies Meta<typeof FeedMatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const live = canvas.getByRole('row', { name: /Mumbai Mavericks v Delhi Dynamos/ });
    await expect(live).toHaveTextContent('In play');
    await expect(
      canvas.getByRole('switch', { name: 'Show Mumbai Mavericks v Delhi Dynamos to players' }),
    ).toBeChecked();
    const waiting = canvas.getByRole('switch', {
      name: 'Show Chennai Chargers v Kolkata Knights to players',
    });
    await expect(waiting).not.toBeChecked();
    await userEvent.click(waiting);
    await expect(args.onActivate).toHaveBeenCalledWith(
      expect.objectContaining({ matchId: 30_000_030 }),
      true,
      true,
    );
  },
};

export const Playground: Story = {};

/** Without "markets follow", save-match leaves the markets' own switches alone. */
export const WithoutMarkets: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Markets follow the match/ }));
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Show Mumbai Mavericks v Delhi Dynamos to players' }),
    );
    await expect(args.onActivate).toHaveBeenCalledWith(
      expect.objectContaining({ matchId: 30_000_012 }),
      false,
      false,
    );
  },
};

export const ChooseSeries: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Series' }));
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(body.querySelector('[role="listbox"]')).not.toBeNull());
    const option = [...body.querySelectorAll('[role="option"]')].find((node) =>
      node.textContent?.includes('Women’s T10 Cup'),
    );
    await userEvent.click(option as HTMLElement);
    await expect(args.onSeriesChange).toHaveBeenCalledWith(30_000_050);
  },
};

export const Empty: Story = {
  args: { matches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
