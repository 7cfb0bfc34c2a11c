// The default brand's stylesheet: its font and its light and dark tokens.
import '@fontsource-variable/inter/index.css';
import './default/theme.css.ts';
