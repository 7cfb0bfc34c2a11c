// The default brand's stylesheet: its font and its light and dark tokens.
import '@fontsource-variable/inter/index.css';
import './latinFont.css';
import './theme.css.ts';
