import { privilege } from '../../constants/privileges.ts';
import { newsResponseSchema, saveNewsRequestSchema } from '../../schemas/news.ts';
import type { Access } from '../access.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Spec 2 and 6: only admin and sadmin get the messages screen, with Events (it sits with the sports
 * screens). Per label, not platform-wide: an Admin's line reaches only its own subtree.
 */
const newsEditorAccess = {
  kind: 'operator',
  roles: ['admin', 'sadmin'],
  privilege: privilege.events,
} as const satisfies Access;

/** The news ticker (ours, the spec names no call for it): each admin and sadmin keeps one line. */
export const newsEndpoints = {
  getNews: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-news',
    summary: 'The ticker lines the caller sees: those of the admin and sadmin above it, top first',
    access: { kind: 'signed-in' },
    response: newsResponseSchema,
    refusals: [],
  }),
  saveNews: endpoint({
    api: 'main',
    method: 'POST',
    path: 'save-news',
    summary: "Saves the caller's own ticker line ('' takes it off); answers the lines it now sees",
    access: newsEditorAccess,
    body: saveNewsRequestSchema,
    response: newsResponseSchema,
    refusals: [],
  }),
};
