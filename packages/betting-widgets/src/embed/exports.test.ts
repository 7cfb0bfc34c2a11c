import { describe, expect, it } from 'vitest';
import * as embed from './index.ts';

// What pages without React can call, and by which names they mount widgets: changes must be deliberate.
describe('published entry points', () => {
  it('@exchange/betting-widgets/embed', () => {
    expect({ exports: Object.keys(embed).sort(), widgets: embed.widgetNames }).toMatchSnapshot();
  });
});
