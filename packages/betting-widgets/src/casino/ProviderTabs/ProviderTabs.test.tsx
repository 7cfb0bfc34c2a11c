import { casinoProviders } from '@exchange/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectAccessibleInEveryTheme, renderWidget } from '../../testing/render.tsx';
import { ProviderTabs } from './ProviderTabs.tsx';

const tab = (name: string) => page.getByRole('tab', { name, exact: true });

describe('ProviderTabs', () => {
  it('names every provider of the domain by its display name, the first one chosen', async () => {
    await renderWidget(<ProviderTabs />);
    const names = page
      .getByRole('tab')
      .all()
      .map((locator) => locator.element().textContent);
    expect(names).toEqual(casinoProviders.map((provider) => provider.name));
    await expect.element(tab('Ezugi')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the chosen provider’s panel and renders only that one', async () => {
    const render = vi.fn((provider: { key: string; name: string }) => <p>{`${provider.name} games`}</p>);
    const onValueChange = vi.fn();
    await renderWidget(<ProviderTabs onValueChange={onValueChange}>{render}</ProviderTabs>);
    await expect.element(page.getByRole('tabpanel', { name: 'Ezugi' })).toHaveTextContent('Ezugi games');
    expect(new Set(render.mock.calls.map(([provider]) => provider.key))).toEqual(new Set(['ezugi']));
    await tab('PG Soft').click();
    expect(onValueChange).toHaveBeenCalledWith('pg');
    await expect.element(page.getByRole('tabpanel', { name: 'PG Soft' })).toHaveTextContent('PG Soft games');
  });

  it('moves between providers with the arrow keys and stays where the parent says when controlled', async () => {
    const onValueChange = vi.fn();
    await renderWidget(<ProviderTabs value="evo" onValueChange={onValueChange} />);
    await userEvent.tab();
    await expect.element(tab('Evolution')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('QTech')).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledWith('qt');
    await expect.element(tab('Evolution')).toHaveAttribute('aria-selected', 'true');
  });

  it('takes the providers it is given, such as those a lobby response lists', async () => {
    await renderWidget(
      <ProviderTabs
        providers={[
          { key: 'vivo', name: 'Vivo Gaming' },
          { key: 'tembo', name: 'Tembo' },
        ]}
      />,
    );
    expect(page.getByRole('tab').all()).toHaveLength(2);
    await expect.element(tab('Vivo Gaming')).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations in any brand or mode', async () => {
    await expectAccessibleInEveryTheme(<ProviderTabs defaultValue="evo">{() => <p>Games</p>}</ProviderTabs>);
  });
});
