import { describe, expect, it } from 'vitest';
import { adminDetour } from './detour.ts';

const ready = { changePasswordRequired: false, secondStepEnrolmentRequired: false };

describe('adminDetour', () => {
  it('opens the page asked for when nothing is owed', () => {
    expect(adminDetour(ready, '/admin/clients')).toBeNull();
  });

  it('sends an operator without a required second step to Secure Auth from any page, and lets it stay there', () => {
    const unenrolled = { ...ready, secondStepEnrolmentRequired: true };
    expect(adminDetour(unenrolled, '/admin/clients')).toBe('/admin/secureauth');
    expect(adminDetour(unenrolled, '/admin')).toBe('/admin/secureauth');
    expect(adminDetour(unenrolled, '/admin/secureauth')).toBeNull();
  });

  it('has a new account change its passwords before anything, Secure Auth included', () => {
    const both = { changePasswordRequired: true, secondStepEnrolmentRequired: true };
    expect(adminDetour(both, '/admin/secureauth')).toBe('/admin/transaction-password');
  });
});
