// The lotus brand's stylesheet: its font (regular and semibold only) and its light and dark tokens.
import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/600.css';
import './latinFont.css';
import './theme.css.ts';
