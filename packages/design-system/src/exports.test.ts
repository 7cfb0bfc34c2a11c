import { describe, expect, it } from 'vitest';
import * as main from './index.ts';
import * as tokens from './tokens.css.ts';

// A change to what the package publishes must be deliberate: it shows up here as a snapshot diff.
describe('published entry points', () => {
  it('@exchange/design-system', () => {
    expect(Object.keys(main).sort()).toMatchSnapshot();
  });

  it('@exchange/design-system/tokens', () => {
    expect(Object.keys(tokens).sort()).toMatchSnapshot();
  });
});
