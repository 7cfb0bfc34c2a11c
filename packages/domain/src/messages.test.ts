import { describe, expect, it } from 'vitest';
import { labels, messages, refusalMessages, ruleMessages, stakeLimitMessage } from './messages.ts';

describe('messages', () => {
  it('are the spec quotes, exactly, spellings included', () => {
    expect(messages).toEqual({
      pageNotFound: 'Opps! Page not found.',
      underMaintenance: 'Under Main',
      searchByClientName: 'Search By Client Name',
      securityCodeTitle: 'Security Code Verification',
      securityCodeInstructions: 'Enter 6-digit code from your security auth verification App',
      pleaseWait: 'Please wait',
      placeABet: 'Place a bet',
      userCreated: 'User successfully created',
      accountAdded: 'Account successfully added.',
      upiAdded: 'UPI Id successfully added.',
      copied: 'Copied succesfull',
      betPlaced: 'Bet Placed Successfully',
      noResultFound: 'No Result Found',
      noDataInTable: 'No data available in table',
      noRecordsFound: 'No records found',
      tokenNotExist: 'Token not exist',
      jwtExpired: 'jwt expired',
      jwtMalformed: 'jwt malformed',
      noAuthToken: 'No auth token',
      usernameRequired: 'Username is required',
      usernamePattern: 'Must Contain One Uppercase',
      passwordMinLength: 'Password must be at least 8 characters',
      passwordPattern: 'contains at least one digit,one upper case,one lower case alphabet,',
      passwordsMustMatch: 'Passwords must match',
      imageRequired: 'Image is required field',
      fillThisField: 'Fill this field.',
      selectBankOrUpi: 'Select one option from bank details or Upi',
      upiIdRequired: 'UPI Id is required',
      loginPasswordRequired: 'Please enter login password',
    });
  });

  it('our own wordings never repeat a spec quote, and every message is distinct', () => {
    const all = [...Object.values(messages), ...Object.values(ruleMessages)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('refusals are distinct, and stake limits name the limit', () => {
    const refusals = Object.values(refusalMessages);
    expect(new Set(refusals).size).toBe(refusals.length);
    expect(stakeLimitMessage('minimum', '100.00')).toBe('The minimum stake is 100.00');
    expect(stakeLimitMessage('maximum', '5,000.00')).toBe('The maximum stake is 5,000.00');
  });

  it('labels name the columns of the report screens', () => {
    expect(labels.activityLogColumns).toEqual(['Username', 'Date', 'IP Address']);
    expect(labels.liveCasinoBetColumns).toHaveLength(7);
    expect(labels.exit).toBe('EXIT');
  });
});
