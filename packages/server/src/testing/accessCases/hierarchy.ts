import { privilege } from '@exchange/domain';
import { everyRole, operators, type AccessCases } from '../accessCases.ts';
import { testPassword } from '../app.ts';

let nameCounter = 0;
/** Register needs a new username on every call. */
function newUsername(): string {
  nameCounter += 1;
  return `Matrix${nameCounter}`;
}

function registerBody(parent: string) {
  return {
    username: newUsername(),
    fullname: 'Matrix Person',
    password: 'Kestrel27',
    passwordConfirmation: 'Kestrel27',
    transactionPassword: 'Txn12345',
    role: 'user',
    creditRefrences: 0,
    exposerLimit: 100,
    parent,
  };
}

/**
 * Access matrix of the Users routes (src/hierarchy/handlers.ts). Every operator may use the operator routes
 * (with the privilege); a route naming a user reaches only the operator's subtree, the operator itself
 * only where the route acts on self (get-user-list of one's own children, register below oneself). Users
 * outside the subtree (a foreign branch, an ancestor) get 403 notInSubtree, not 404: existence is not
 * hidden from operators, who can see usernames anyway; only unknown names get 404.
 */
export const hierarchyAccessCases: AccessCases = {
  'POST /api/register': {
    allowed: operators,
    // Locks nothing and only adds a new player, so later cases are not spoiled.
    target: {
      request: (username) => ({ body: registerBody(username) }),
      allowedRelations: ['self', 'own'],
    },
  },
  'GET /api/get-user-list': {
    allowed: operators,
    target: {
      request: (username) => ({ query: { username } }),
      allowedRelations: ['self', 'own'],
    },
  },
  'GET /api/get-user-detail': {
    allowed: operators,
    target: { request: (username) => ({ query: { username } }), allowedRelations: ['own'] },
  },
  'GET /api/get-parent-user-detail': {
    allowed: operators,
    // Of oneself it would show one's own parent, an ancestor: refused like naming the ancestor.
    target: { request: (username) => ({ query: { username } }), allowedRelations: ['own'] },
  },
  'POST /api/update-user': {
    allowed: operators,
    handlerPrivilege: privilege.userInfo,
    target: {
      request: (username) => ({
        body: { username, fullname: 'Renamed Person', transactionPassword: testPassword },
      }),
      allowedRelations: ['own'],
    },
  },
  'POST /api/update-user-status': {
    allowed: operators,
    handlerPrivilege: privilege.userLock,
    // Unlocking changes nothing on an unlocked user, so the callers of later calls stay signed in.
    target: {
      request: (username) => ({
        body: { username, userLock: false, transactionPassword: testPassword },
      }),
      allowedRelations: ['own'],
    },
  },
  'POST /api/users-lock': {
    allowed: operators,
    target: {
      request: (username) => ({ body: { username, lock: false, transactionPassword: testPassword } }),
      allowedRelations: ['own'],
    },
  },
  'POST /api/save-user-stake': { allowed: everyRole, request: { body: { stakes: [100, 500] } } },
  'GET /api/get-user-stake': { allowed: everyRole },
  'POST /api/save-general-setting': { allowed: ['admin'], request: { body: { siteName: 'Matrix' } } },
  'POST /api/get-user-list-suggestion': { allowed: operators, request: { body: { username: 'U' } } },
  'POST /api/create-login-account': {
    allowed: operators,
    request: () => ({
      body: {
        username: newUsername(),
        fullname: 'Matrix Login',
        password: 'Kestrel27',
        passwordConfirmation: 'Kestrel27',
        transactionPassword: 'Txn12345',
        privileges: [],
      },
    }),
  },
  'GET /api/get-login-account-list': { allowed: operators },
};
