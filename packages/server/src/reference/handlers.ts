import { contract } from '@exchange/domain';
import { handler } from '../http/handlers.ts';
import { openApiDocument } from './openApi.ts';

/** GET /api/openapi.json: the contract as OpenAPI 3.1, for partners' tools and the reference page. */
export function referenceHandlers() {
  return [handler(contract.openApiDocument, async () => openApiDocument())];
}
