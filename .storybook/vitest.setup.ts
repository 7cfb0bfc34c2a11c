// Storybook's preview annotations (and the a11y addon's) are applied by @storybook/addon-vitest itself.
import '../tests/deterministic.ts';
