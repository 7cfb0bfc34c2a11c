import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { matchListing } from '../../fixtures/matches.ts';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { MatchList } from './MatchList.tsx';

describe('MatchList', () => {
  it('lists every match under its title, with the 1 X 2 headings on wide screens', async () => {
    await renderWidget(<MatchList title="Cricket" matches={matchListing} />);
    const list = page.getByRole('region', { name: 'Cricket' });
    await expect.element(list.getByRole('listitem')).toHaveLength(4);
    await expect.element(list.getByRole('group', { name: 'Alcaraz v Sinner' })).toBeVisible();
    await expect.element(page.getByText('X', { exact: true })).toBeVisible();
  });

  it('drops the column headings where the list is narrow', async () => {
    await renderWidget(
      <div style={{ width: 340 }}>
        <MatchList title="Cricket" matches={matchListing} />
      </div>,
    );
    await expect.element(page.getByText('X', { exact: true })).not.toBeVisible();
  });

  it('passes a price click on to the host', async () => {
    const onSelectPrice = vi.fn();
    await renderWidget(<MatchList title="All" matches={matchListing} onSelectPrice={onSelectPrice} />);
    await page.getByRole('button', { name: 'Back Alcaraz at 1.8, 4,200 available' }).click();
    expect(onSelectPrice).toHaveBeenCalledWith(expect.objectContaining({ selectionId: 301, odds: 1.8 }));
  });

  it('says it is loading, and when there is nothing to list', async () => {
    const screen = await renderWidget(<MatchList title="Soccer" matches={[]} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading matches');
    await screen.unmount();
    await renderWidget(<MatchList title="Soccer" matches={[]} />);
    await expect.element(page.getByText('No matches')).toBeVisible();
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(<MatchList title="In-Play" matches={matchListing} />);
  });
});
