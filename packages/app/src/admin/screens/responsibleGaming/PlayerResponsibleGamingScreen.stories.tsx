import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  awaitingUkPlayer,
  openUkPlayer,
  optedOutIntlPlayer,
} from '../../../screens/responsibleGaming/fixtures.ts';
import { withRouter } from '../../../testing/withRouter.tsx';
import { PlayerResponsibleGamingScreen } from './PlayerResponsibleGamingScreen.tsx';

const meta = {
  title: 'Screens/Admin/PlayerResponsibleGaming',
  component: PlayerResponsibleGamingScreen,
  decorators: [withRouter],
  args: {
    player: awaitingUkPlayer,
    mayChange: true,
    onCoolOff: fn(async () => undefined),
    onReactivate: fn(async () => undefined),
    onEnableRealityCheck: fn(async () => undefined),
  },
} satisfies Meta<typeof PlayerResponsibleGamingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A UK self-exclusion that is over: its dates, the history, and Reactivate for support. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Responsible Gaming: Player' })).toBeVisible();
    await expect(canvas.getByText('United Kingdom')).toBeVisible();
    await expect(canvas.getByText('Awaiting reactivation')).toBeVisible();
    await expect(canvas.getByText(/6 months: 20\/05\/2026 10:00:00 to 20\/11\/2026 10:00:00/)).toBeVisible();
    const history = canvas.getByRole('table', { name: 'Responsible gaming history of Player' });
    await expect(within(history).getByText('Self-excluded for 6 months')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start cool-off' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate account' }));
    await expect(args.onReactivate).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { parameters: { visual: { disable: true } } };

/** An open UK player: a cool-off of one of the four periods, chosen first. */
export const CoolOff: Story = {
  parameters: { visual: { disable: true } },
  args: { player: openUkPlayer },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Reactivate account' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start cool-off' }));
    await expect(canvas.getByText('Choose a period')).toBeVisible();
    await expect(args.onCoolOff).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cool-off period' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '3 weeks' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start cool-off' }));
    await expect(args.onCoolOff).toHaveBeenCalledWith('3w');
  },
};

/** A player outside the UK who stopped the reminders: no cool-off, the reminders back on. */
export const RemindersOff: Story = {
  parameters: { visual: { disable: true } },
  args: { player: optedOutIntlPlayer },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Outside the UK')).toBeVisible();
    await expect(canvas.getByText('Stopped by the player')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start cool-off' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn reality check back on' }));
    await expect(args.onEnableRealityCheck).toHaveBeenCalledOnce();
  },
};

/** The server refused the change: its message, word for word. */
export const Refused: Story = {
  parameters: { visual: { disable: true } },
  args: {
    onReactivate: fn(async () => Promise.reject(new Error('The self-exclusion is not over yet'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate account' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The self-exclusion is not over yet'),
    );
  },
};

/** An operator with User Info only sees the state, without the changes. */
export const ReadOnly: Story = {
  parameters: { visual: { disable: true } },
  args: { mayChange: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting reactivation')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = { parameters: { phone: true } };
