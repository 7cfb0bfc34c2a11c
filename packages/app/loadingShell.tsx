import { brandNames, messages, type BrandName } from '@exchange/domain';
import { renderToStaticMarkup } from 'react-dom/server';
// The design system's modules by path, not its barrel: the barrel loads every component's styles, which
// only vanilla-extract's compiler runs (the build runs this file through plain Vite, brandStyles.ts).
import { brands } from '../design-system/src/brands/meta.ts';
import { themeClassName } from '../design-system/src/theme/themeClass.ts';
import { loadingClasses } from './src/screens/shell/loadingClasses.ts';

/**
 * The app's loading screen (src/screens/shell/LoadingScreen.tsx) as static markup for one brand, themed
 * for `modePlaceholder`: the brand over 'Please wait', in the layout the app's first render puts in its
 * place. In index.html it paints before any script has run; on a phone's network the entry takes seconds.
 */
function LoadingShell({ brand, modePlaceholder }: { brand: BrandName; modePlaceholder: string }) {
  const { Logo } = brands[brand];
  const theme = themeClassName(brand, 'light').replace(/light$/, modePlaceholder);
  return (
    <div className={`${theme} ${loadingClasses.themed}`}>
      <main className={loadingClasses.page}>
        <div className={loadingClasses.content}>
          <Logo height={36} />
          <div role="status" className={loadingClasses.status}>
            <span className={loadingClasses.ring} aria-hidden="true" />
            <span>{messages.pleaseWait}</span>
          </div>
        </div>
      </main>
    </div>
  );
}

/** Each brand's static loading screen, by brand name, with `modePlaceholder` where its colour mode goes. */
export function loadingShells(modePlaceholder: string): Record<BrandName, string> {
  const entries = brandNames.map((brand) => [
    brand,
    renderToStaticMarkup(<LoadingShell brand={brand} modePlaceholder={modePlaceholder} />),
  ]);
  return Object.fromEntries(entries) as Record<BrandName, string>;
}
