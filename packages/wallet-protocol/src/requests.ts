import * as v from 'valibot';
import { walletCalls, type WalletAction } from './calls.ts';

export type ParsedWalletRequest<TAction extends WalletAction> =
  | { success: true; output: v.InferOutput<(typeof walletCalls)[TAction]['request']> }
  | { success: false; message: string };

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * A call's body checked against its request schema, as a wallet must before acting on it; a refusal's
 * message (the INVALID_REQUEST answer's) names the first field at fault.
 */
export function parseWalletRequest<TAction extends WalletAction>(
  action: TAction,
  body: unknown,
): ParsedWalletRequest<TAction> {
  const schema: v.GenericSchema = walletCalls[action].request;
  const parsed = v.safeParse(schema, body);
  return parsed.success
    ? { success: true, output: parsed.output as v.InferOutput<(typeof walletCalls)[TAction]['request']> }
    : { success: false, message: firstIssue(parsed.issues) };
}
