import { renderToStaticMarkup } from 'react-dom/server';
// Relative imports: Vite's config loader bundles these sources (the packages' exports name built files).
import { brands } from '../design-system/src/brands/meta.tsx';
import { themeClassName, type BrandName } from '../design-system/src/theme/themeClass.ts';
import { messages } from '../domain/src/messages.ts';
import { loadingClasses } from './src/screens/shell/loadingClasses.ts';

/** Where the colour mode goes in a shell's markup: the page's script fills it in from the reader's setting. */
export const modePlaceholder = '{mode}';

/**
 * The app's loading screen (src/screens/shell/LoadingScreen.tsx) as static markup for one brand, themed
 * for `modePlaceholder`: the brand over 'Please wait', in the layout the app's first render puts in its
 * place. In index.html it paints before any script has run; on a phone's network the entry takes seconds.
 */
function LoadingShell({ brand }: { brand: BrandName }) {
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

/** Each brand's static loading screen, by brand name. */
export function loadingShells(): Record<BrandName, string> {
  const entries = Object.keys(brands).map((brand) => [
    brand,
    renderToStaticMarkup(<LoadingShell brand={brand as BrandName} />),
  ]);
  return Object.fromEntries(entries) as Record<BrandName, string>;
}
