// The royal brand's stylesheet: its font and its light and dark tokens.
import '@fontsource-variable/manrope/index.css';
import './latinFont.css';
import './theme.css.ts';
