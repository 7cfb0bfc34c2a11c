import { Button } from '@exchange/design-system';
import type { Score } from '@exchange/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atWidth, phoneWidth } from '../../fixtures/layout.tsx';
import {
  cricketChase,
  cricketFirstInnings,
  raceOff,
  soccerLive,
  summaryOnly,
  tennisLive,
} from '../../fixtures/scores.ts';
import { Scoreboard, scoreboardLayouts, scoreboardStatuses } from './Scoreboard.tsx';

const meta = {
  title: 'Widgets/Scoreboard',
  component: Scoreboard,
  args: { score: cricketChase },
  argTypes: {
    layout: { control: 'inline-radio', options: scoreboardLayouts },
    status: { control: 'inline-radio', options: scoreboardStatuses },
  },
  decorators: [atWidth(480)],
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Cricket chase',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: 'India 120/3 15.2' })).toBeInTheDocument();
    await expect(canvas.getByText('Run rate').nextElementSibling).toHaveTextContent('7.83');
    await expect(canvas.getByText('Need').nextElementSibling).toHaveTextContent('66 from 28 balls');
    await expect(canvas.getByText('Required rate').nextElementSibling).toHaveTextContent('14.14');
  },
};

export const Playground: Story = { args: { layout: 'full', title: 'Scorecard' } };

export const CricketFirstInnings: Story = {
  args: { score: cricketFirstInnings },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Target')).not.toBeInTheDocument();
    await expect(canvas.getByText('Run rate').nextElementSibling).toHaveTextContent('8.35');
  },
};

export const Soccer: Story = {
  args: { score: soccerLive },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Minute').nextElementSibling).toHaveTextContent('67′');
  },
};

export const Tennis: Story = {
  args: { score: tennisLive },
  play: async ({ canvas }) => {
    const sinner = canvas.getByRole('rowheader', { name: /Jannik Sinner/ });
    await expect(sinner).toHaveTextContent('(serving)');
    await expect(canvas.getByRole('columnheader', { name: 'Set 2' })).toBeInTheDocument();
  },
};

export const Race: Story = {
  args: { score: raceOff },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Off')).toBeInTheDocument();
  },
};

export const SummaryOnly: Story = {
  args: { score: summaryOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lions 45/2 (6.0)')).toBeInTheDocument();
  },
};

export const Compact: Story = {
  args: { layout: 'compact' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[cricketChase, soccerLive, tennisLive, raceOff, summaryOnly].map((score) => (
        <Scoreboard key={score.matchId} {...args} score={score} title={`Score of match ${score.matchId}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Score of match 40211' })).toHaveTextContent(
      'Arsenal 2-1 Chelsea 67′',
    );
  },
};

/** A match in play: runs change the score silently; a wicket is announced politely. */
export const LiveUpdates: Story = {
  render: function Render(args) {
    const [score, setScore] = useState<Score>(cricketChase);
    const bat = (runs: number, wicket: boolean) =>
      setScore((current) => {
        if (current.detail?.kind !== 'cricket') return current;
        const innings = current.detail.innings.map((row, index, all) =>
          index === all.length - 1
            ? {
                ...row,
                runs: row.runs + runs,
                wickets: row.wickets + (wicket ? 1 : 0),
                overs: row.overs + 0.1,
              }
            : row,
        );
        return { ...current, detail: { ...current.detail, innings } };
      });
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Scoreboard {...args} score={score} />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button onClick={() => bat(4, false)}>Four</Button>
          <Button onClick={() => bat(0, true)}>Wicket</Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement, canvas }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.click(canvas.getByRole('button', { name: 'Four' }));
    await expect(canvas.getByRole('row', { name: 'India 124/3 15.3' })).toBeInTheDocument();
    await expect(live).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Wicket' }));
    await waitFor(() =>
      expect(live).toHaveTextContent('India 124 for 4 after 15.4 overs, need 62 from 26 balls'),
    );
  },
};

export const Empty: Story = {
  args: { score: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No score yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The score feed is not answering.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The score feed is not answering.');
  },
};

export const Mobile: Story = {
  decorators: [atWidth(phoneWidth, { fixed: true })],
  args: { score: tennisLive },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  },
};
