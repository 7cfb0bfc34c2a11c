import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@exchange/design-system';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { gamePageSrc } from '../../fixtures/casino.ts';
import { CasinoGameFrame, type CasinoGameFrameProps } from './CasinoGameFrame.tsx';

/** A lobby's part: a button opens the game; EXIT or Escape closes it. */
function GameLauncher({ startOpen = false, ...args }: CasinoGameFrameProps & { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Play {args.title}</Button>
      <CasinoGameFrame
        {...args}
        open={open}
        onExit={() => {
          setOpen(false);
          args.onExit();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/Casino/CasinoGameFrame',
  component: CasinoGameFrame,
  parameters: { overlay: true },
  args: { title: 'Teenpatti 20-20', src: gamePageSrc, onExit: fn() },
  render: (args) => <GameLauncher {...args} startOpen />,
} satisfies Meta<typeof CasinoGameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const frame = await screen.findByRole('dialog', { name: 'Teenpatti 20-20' });
    await waitFor(() => expect(frame).toBeVisible());
    const game = screen.getByTitle('Teenpatti 20-20');
    await expect(game).toHaveAttribute('src', gamePageSrc);
    // The spinner goes once the game's page has loaded.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Exit' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await expect(args.onExit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { exitLabel: 'Exit', loadingLabel: 'Starting the game' } };

export const Loading: Story = {
  args: { src: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Teenpatti 20-20' });
    await expect(screen.getByRole('status')).toHaveTextContent('Starting the game');
    await expect(screen.queryByTitle('Teenpatti 20-20')).not.toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  render: (args) => <GameLauncher {...args} />,
  play: async ({ canvas, args }) => {
    const play = canvas.getByRole('button', { name: 'Play Teenpatti 20-20' });
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const exit = await screen.findByRole('button', { name: 'Exit' });
    await waitFor(() => expect(exit).toHaveFocus());
    // Focus stays in the frame: from EXIT backwards it wraps to the game, and forwards back again.
    await userEvent.tab({ shift: true });
    await expect(screen.getByTitle('Teenpatti 20-20')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onExit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(play).toHaveFocus());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { title: 'Dragon Tiger Lion 20-20 Super Table with a very long name' },
  play: async () => {
    const frame = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exit' })).toBeVisible());
    // The whole viewport, however long the title.
    await waitFor(() => expect(frame.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(frame.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};
