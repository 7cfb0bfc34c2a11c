import { sessionEndedMessages } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { loginAfterSessionEnded, signedOutMessage } from './sessionEnded.ts';

describe('the login page after an ended session', () => {
  it('sends each side to its own login page, saying why', () => {
    expect(loginAfterSessionEnded('player', 'login')).toBe('/login?signedOut=login');
    expect(loginAfterSessionEnded('admin', 'logout')).toBe('/admin/login?signedOut=logout');
  });

  it('reads the reason back as a message, and nothing from an unknown one', () => {
    expect(signedOutMessage('?signedOut=login')).toBe(sessionEndedMessages.login);
    expect(signedOutMessage('?signedOut=<script>')).toBeUndefined();
    expect(signedOutMessage('')).toBeUndefined();
  });
});
