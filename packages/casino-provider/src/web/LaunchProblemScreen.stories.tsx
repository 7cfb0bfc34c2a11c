import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LaunchProblemScreen } from './LaunchProblemScreen.tsx';

const meta = {
  title: 'Screens/Casino provider/Launch problem',
  component: LaunchProblemScreen,
  args: { problem: 'invalid-token', lobby: 'http://localhost:3000/casino-int/slot' },
} satisfies Meta<typeof LaunchProblemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A launch link opened twice or too late: what happened, and the way back to the lobby. */
export const ExpiredLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This game link has expired');
    const back = canvas.getByRole('link', { name: 'Back to the lobby' });
    await expect(back).toHaveAttribute('href', 'http://localhost:3000/casino-int/slot');
    await expect(back).toHaveAttribute('target', '_top');
  },
};

/** Without a lobby address there is no link to offer. */
export const UnknownGame: Story = {
  args: { problem: 'unknown-game', lobby: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Game not found');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
