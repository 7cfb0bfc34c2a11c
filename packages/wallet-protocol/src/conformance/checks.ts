import { signatureChecks, tokenChecks } from './accessChecks.ts';
import type { WalletCheck, WalletUnderTest } from './kitCall.ts';
import { debitChecks, settlementChecks } from './moneyChecks.ts';

/** Every check of the kit, in the order a reader meets the protocol: signature, tokens, debits, settling. */
export const walletConformanceChecks: readonly WalletCheck[] = [
  ...signatureChecks,
  ...tokenChecks,
  ...debitChecks,
  ...settlementChecks,
];

export interface CheckResult {
  name: string;
  passed: boolean;
  /** What the wallet answered that the check did not expect. */
  problem?: string;
}

/**
 * Runs the checks one after another against a wallet (each with players of its own) and says how each
 * went: for a runner without Vitest, or a report. A test runner can instead make each check a test.
 */
export async function runWalletConformance(
  wallet: WalletUnderTest,
  checks: readonly WalletCheck[] = walletConformanceChecks,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    try {
      await check.run(wallet);
      results.push({ name: check.name, passed: true });
    } catch (error) {
      results.push({ name: check.name, passed: false, problem: (error as Error).message });
    }
  }
  return results;
}
