// Storybook's preview annotations (and the a11y addon's) are applied by @storybook/addon-vitest itself.
// Animations stay on here, as designers see them in Storybook: play functions must wait for what they check.
import { emulateMotion } from '../tests/emulateMotion.ts';
import '../tests/lazyOverlays.ts';

await emulateMotion('no-preference');
