import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Marquee } from './Marquee.tsx';
import { marqueeTones } from './Marquee.css.ts';

const announcements = [
  'Welcome to the exchange: back or lay at the best prices, with instant settlement.',
  'India v Australia, 3rd T20I: markets open now.',
  'Premier League: cash out available on every match this weekend.',
  'Scheduled maintenance on Sunday 22 November 2026, 02:00 to 03:00 IST.',
];

const meta = {
  title: 'Design System/Marquee',
  component: Marquee,
  args: { items: announcements },
  argTypes: {
    tone: { control: 'inline-radio', options: marqueeTones },
    speed: { control: { type: 'range', min: 10, max: 200, step: 10 } },
  },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('marquee', { name: 'News' });
    // Screen readers get each announcement once, not the copy that makes the loop seamless.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(announcements.length);
    await expect(ticker).toHaveTextContent('Welcome to the exchange');
  },
};

export const Playground: Story = { args: { tone: 'accent', speed: 80, label: 'Announcements' } };

export const PausesOnFocus: Story = {
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('marquee', { name: 'News' });
    await expect(ticker).toHaveAttribute('data-state', 'running');
    await userEvent.tab();
    await expect(ticker).toHaveFocus();
    await expect(ticker).toHaveAttribute('data-state', 'paused');
    await userEvent.tab();
    await expect(ticker).not.toHaveFocus();
    await expect(ticker).toHaveAttribute('data-state', 'running');
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('marquee', { name: 'News' });
    await userEvent.hover(ticker);
    await waitFor(() => expect(ticker).toHaveAttribute('data-state', 'paused'));
    await userEvent.unhover(ticker);
    await waitFor(() => expect(ticker).toHaveAttribute('data-state', 'running'));
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {marqueeTones.map((tone) => (
        <Marquee key={tone} {...args} tone={tone} label={`News (${tone})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('marquee')).toHaveLength(marqueeTones.length);
  },
};

export const WithChildren: Story = {
  args: {
    items: [],
    children: (
      <span>
        Cricket World Cup final: <strong>India v Australia</strong> in play now.{' '}
        <a href="#in-play">Go to In-Play</a>
      </span>
    ),
  },
  play: async ({ canvas }) => {
    // The link inside the looping copy is inert: one link to reach by Tab, not two.
    await expect(canvas.getAllByRole('link', { name: 'Go to In-Play' })).toHaveLength(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to In-Play' })).toHaveFocus();
    await expect(canvas.getByRole('marquee', { name: 'News' })).toHaveAttribute('data-state', 'paused');
  },
};

export const SingleItem: Story = {
  args: { items: ['Welcome to the exchange. Bet responsibly.'], tone: 'chrome' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Welcome to the exchange. Bet responsibly.');
  },
};
