import { clsx } from 'clsx';
import { createContext, useContext, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { defaultBrand, type BrandName } from '@exchange/domain';
import { brands, type BrandMeta } from '../brands/meta.ts';
import { portalRoot, themeRoot } from './root.css.ts';
import { themeClassName, type ColorMode } from './themeClass.ts';

export interface Theme {
  brand: BrandName;
  mode: ColorMode;
  /** The class that carries this brand's tokens; put it on anything rendered outside the wrapper. */
  className: string;
  meta: BrandMeta;
}

const ThemeContext = createContext<Theme | null>(null);

export interface ThemeProviderProps extends ComponentPropsWithoutRef<'div'> {
  brand?: BrandName;
  mode?: ColorMode;
  children?: ReactNode;
}

/**
 * Puts the brand's theme class on a wrapper element, never on `:root`, so an embedded widget cannot
 * restyle the partner's page around it.
 */
export function ThemeProvider({
  brand = defaultBrand,
  mode = 'light',
  className,
  children,
  ...rest
}: ThemeProviderProps) {
  const theme = useMemo<Theme>(
    () => ({ brand, mode, className: themeClassName(brand, mode), meta: brands[brand] }),
    [brand, mode],
  );
  return (
    <ThemeContext.Provider value={theme}>
      <div
        {...rest}
        className={clsx(theme.className, themeRoot, className)}
        data-brand={brand}
        data-mode={mode}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The surrounding theme; outside a provider, the default brand in light mode. */
export function useTheme(): Theme {
  return useContext(ThemeContext) ?? fallbackTheme;
}

const fallbackTheme: Theme = {
  brand: defaultBrand,
  mode: 'light',
  className: themeClassName(defaultBrand, 'light'),
  meta: brands[defaultBrand],
};

/**
 * Radix portals render into `<body>`, outside the themed wrapper: this re-applies the theme there
 * without adding a layout box.
 */
export function PortalTheme({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div className={clsx(theme.className, portalRoot)} data-brand={theme.brand} data-mode={theme.mode}>
      {children}
    </div>
  );
}
