import type { Score } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cricketChase, raceOff, soccerLive, summaryOnly, tennisLive } from '../../fixtures/scores.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { Scoreboard } from './Scoreboard.tsx';

const liveRegion = () => document.querySelector('[aria-live="polite"]');

function soccerAt(minute: number, homeGoals: number): Score {
  if (soccerLive.detail?.kind !== 'soccer') throw new Error('fixture is not soccer');
  return {
    ...soccerLive,
    detail: { ...soccerLive.detail, minute, home: { ...soccerLive.detail.home, goals: homeGoals } },
  };
}

describe('Scoreboard', () => {
  it('shows a cricket chase: score, overs, run rate, target, what is needed and the required rate', async () => {
    await renderWidget(<Scoreboard score={cricketChase} />);
    await expect.element(page.getByRole('row', { name: 'Australia 185/7 20.0' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: 'India 120/3 15.2' })).toBeVisible();
    const fact = (term: string) =>
      page.getByRole('term').filter({ hasText: term }).element().nextSibling?.textContent;
    expect(fact('Run rate')).toBe('7.83');
    expect(fact('Target')).toBe('186');
    expect(fact('Need')).toBe('66 from 28 balls');
    expect(fact('Required rate')).toBe('14.14');
  });

  it('shows soccer goals and minute, tennis sets and points with the server, and a race phase', async () => {
    const screen = await renderWidget(<Scoreboard score={soccerLive} />);
    await expect.element(page.getByText('Arsenal')).toBeVisible();
    // Read aloud as "Arsenal 2 to 1 Chelsea": the dash is hidden, a word stands in for it.
    expect(page.getByText('Arsenal').element().parentElement?.textContent).toBe('Arsenal2 -to 1Chelsea');
    await expect.element(page.getByText('67′')).toBeVisible();
    await screen.rerender(<Scoreboard score={tennisLive} />);
    await expect.element(page.getByRole('row', { name: 'Jannik Sinner (serving) 4 2 30' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: 'Carlos Alcaraz 6 3 40' })).toBeVisible();
    await screen.rerender(<Scoreboard score={raceOff} />);
    await expect.element(page.getByText('Off')).toBeVisible();
  });

  it('fits one line in the compact layout, falling back to the summary', async () => {
    const screen = await renderWidget(<Scoreboard score={cricketChase} layout="compact" />);
    await expect
      .element(page.getByRole('region', { name: 'Live score' }))
      .toHaveTextContent('India 120/3 (15.2)');
    await screen.rerender(<Scoreboard score={summaryOnly} layout="compact" />);
    await expect
      .element(page.getByRole('region', { name: 'Live score' }))
      .toHaveTextContent('Lions 45/2 (6.0)');
  });

  it('announces a goal politely, but not the first score, a new minute or another match', async () => {
    const screen = await renderWidget(<Scoreboard score={soccerAt(67, 2)} />);
    expect(liveRegion()?.textContent).toBe('');
    await screen.rerender(<Scoreboard score={soccerAt(68, 2)} />);
    await expect.element(page.getByText('68′')).toBeVisible();
    expect(liveRegion()?.textContent).toBe('');
    await screen.rerender(<Scoreboard score={soccerAt(69, 3)} />);
    await expect.poll(() => liveRegion()?.textContent).toBe('Arsenal 3, Chelsea 1, 69 minutes');
    expect(liveRegion()?.getAttribute('aria-atomic')).toBe('true');
    await screen.rerender(<Scoreboard score={tennisLive} />);
    await expect.element(page.getByRole('columnheader', { name: 'Set 1' })).toBeVisible();
    expect(liveRegion()?.textContent).toBe('');
  });

  it('says when there is no score, while loading and when it failed', async () => {
    const screen = await renderWidget(<Scoreboard score={null} />);
    await expect.element(page.getByText('No score yet')).toBeVisible();
    await screen.rerender(<Scoreboard score={null} status="loading" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Please wait');
    await screen.rerender(<Scoreboard score={null} status="error" errorMessage="Feed down" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Feed down');
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(
      <>
        <Scoreboard score={cricketChase} title="Cricket" />
        <Scoreboard score={soccerLive} title="Soccer" />
        <Scoreboard score={tennisLive} title="Tennis" />
        <Scoreboard score={raceOff} title="Race" layout="compact" />
      </>,
    );
  });
});
