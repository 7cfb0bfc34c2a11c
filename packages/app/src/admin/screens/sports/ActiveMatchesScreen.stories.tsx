import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../../testing/withRouter.tsx';
import { cricketListArgs } from './storyArgs.ts';
import { ActiveMatchesScreen } from './ActiveMatchesScreen.tsx';
import { activeMatchRows } from './fixtures.ts';

const meta = {
  title: 'Screens/Admin/ActiveMatches',
  component: ActiveMatchesScreen,
  decorators: [withRouter],
  args: {
    ...cricketListArgs(),
    filter: 'open',
    matches: activeMatchRows,
    onFilterChange: fn(),
    onSetActive: fn(async () => undefined),
  },
} satisfies Meta<typeof ActiveMatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const live = canvas.getByRole('row', { name: /Mumbai Mavericks v Delhi Dynamos/ });
    await expect(live).toHaveTextContent('In play');
    await expect(live).toHaveTextContent('MUM 84/3 (6.2)');
    await expect(
      within(live).getByRole('link', { name: 'Markets of Mumbai Mavericks v Delhi Dynamos' }),
    ).toHaveAttribute('href', '/admin/active-markets/30000012');
    await expect(
      within(live).getByRole('link', { name: 'Fancies of Mumbai Mavericks v Delhi Dynamos' }),
    ).toHaveAttribute('href', '/admin/active-fancies/30000012');
    await userEvent.click(within(live).getByRole('switch'));
    await expect(args.onSetActive).toHaveBeenCalledWith(
      expect.objectContaining({ matchId: 30_000_012 }),
      false,
    );
  },
};

export const Playground: Story = {};

/** The filter is the path's matchType. */
export const InPlayOnly: Story = {
  parameters: { overlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Matches' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'In play' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('in-play');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};

export const Empty: Story = {
  args: { matches: [], filter: 'in-play' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Result Found')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
