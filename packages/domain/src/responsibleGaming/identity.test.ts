import { describe, expect, it } from 'vitest';
import { identityKey } from './identity.ts';

describe('the identity of a person', () => {
  it('is the full name whatever its case and spacing', () => {
    expect(identityKey('  Rahul   Sharma ')).toBe(identityKey('rahul sharma'));
    expect(identityKey('RAHUL SHARMA')).toBe(identityKey('rahul sharma'));
  });

  it('treats compatible Unicode spellings as one (full-width letters, non-breaking spaces)', () => {
    expect(identityKey('Ｒａｈｕｌ\u00a0Sharma')).toBe(identityKey('rahul sharma'));
  });

  it('tells different names apart', () => {
    expect(identityKey('Rahul Sharma')).not.toBe(identityKey('Rahul Verma'));
  });
});
