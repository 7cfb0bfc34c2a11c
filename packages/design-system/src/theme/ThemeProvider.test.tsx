import { brandNames } from '@exchange/domain';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { PortalTheme, ThemeProvider, useTheme } from './ThemeProvider.tsx';

function BrandName() {
  const theme = useTheme();
  return <p>{`${theme.meta.displayName} (${theme.mode})`}</p>;
}

describe('ThemeProvider', () => {
  it('puts the brand class on its wrapper and never on the document', async () => {
    await render(
      <ThemeProvider brand="royal" mode="dark" data-testid="wrapper">
        <BrandName />
      </ThemeProvider>,
    );
    const wrapper = page.getByTestId('wrapper');
    await expect.element(wrapper).toHaveClass('exchange-theme-royal-dark');
    await expect.element(page.getByText('Royal Exchange (dark)')).toBeVisible();
    expect(document.documentElement.className).not.toContain('exchange-theme');
    expect(document.body.className).not.toContain('exchange-theme');
  });

  it("applies each brand's tokens: every brand's page colour is its own", async () => {
    await render(
      <>
        {brandNames.map((brand) => (
          <ThemeProvider key={brand} brand={brand} data-testid={brand} />
        ))}
      </>,
    );
    const pageColours = brandNames.map(
      (brand) => getComputedStyle(page.getByTestId(brand).element()).backgroundColor,
    );
    expect(new Set(pageColours).size).toBe(brandNames.length);
    expect(getComputedStyle(page.getByTestId('royal').element()).backgroundColor).toBe('rgb(247, 243, 236)');
  });

  it('re-applies the theme inside a portal rendered outside the wrapper', async () => {
    await render(
      <ThemeProvider brand="royal" mode="dark">
        {createPortal(
          <PortalTheme>
            <span data-testid="in-portal">Toast</span>
          </PortalTheme>,
          document.body,
        )}
      </ThemeProvider>,
    );
    const portalled = page.getByTestId('in-portal');
    await expect.element(portalled).toBeVisible();
    const wrapper = portalled.element().parentElement;
    expect(wrapper?.className).toContain('exchange-theme-royal-dark');
    // Royal dark's primary text colour, inherited through the portal wrapper.
    expect(getComputedStyle(portalled.element()).color).toBe('rgb(241, 234, 248)');
  });

  it('falls back to the default brand outside any provider', async () => {
    await render(<BrandName />);
    await expect.element(page.getByText('Apex Exchange (light)')).toBeVisible();
  });
});
