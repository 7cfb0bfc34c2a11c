// Theme
export { vars, type ThemeVars } from './theme/contract.css.ts';
export { sprinkles, breakpoints, type Sprinkles } from './theme/sprinkles.css.ts';
export { focusRing } from './theme/focus.css.ts';
export { tabularNumbers, visuallyHidden } from './theme/root.css.ts';
export {
  ThemeProvider,
  PortalTheme,
  useTheme,
  type Theme,
  type ThemeProviderProps,
} from './theme/ThemeProvider.tsx';
export { resolveBrand, defaultBrand } from './theme/resolveBrand.ts';
export {
  brandNames,
  colorModes,
  themeClassName,
  type BrandName,
  type ColorMode,
} from './theme/themeClass.ts';
export { brands, type BrandMeta } from './brands/meta.tsx';

// Components
export {
  Button,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonProps,
  type ButtonVariants,
} from './components/Button/index.ts';
