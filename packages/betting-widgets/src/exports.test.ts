import { describe, expect, it } from 'vitest';
import * as main from './index.ts';

// A change to what the package publishes must be deliberate: it shows up here as a snapshot diff.
describe('published entry points', () => {
  it('@exchange/betting-widgets', () => {
    expect(Object.keys(main).sort()).toMatchSnapshot();
  });
});
