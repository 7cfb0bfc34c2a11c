import { RadioGroup, TextField } from '@exchange/design-system';
import { ActionDialog } from './ActionDialog.tsx';
import {
  marketActionRules,
  runsMessage,
  runsPattern,
  winnerMessage,
  type ControlledMarket,
  type MarketAction,
  type MarketActionKind,
} from './marketActions.ts';

export interface MarketActionDialogProps {
  /** The action asked for and its market; open while set. */
  asked: { readonly kind: MarketActionKind; readonly market: ControlledMarket } | null;
  matchName: string;
  onConfirm: (action: MarketAction, market: ControlledMarket) => Promise<void>;
  onClose: () => void;
}

/** Reads a declared result from the dialog: the winner chosen, or the runs typed for a session. */
function readResult(market: ControlledMarket, form: FormData) {
  const typed = String(form.get('result') ?? '').trim();
  if (market.kind === 'fancy') {
    return runsPattern.test(typed) ? { result: Number(typed) } : { errors: { result: runsMessage } };
  }
  const winner = market.runners.find((runner) => String(runner.selectionId) === typed);
  return winner ? { result: winner.selectionId } : { errors: { result: winnerMessage } };
}

/** Asks before any change to a market players bet on; a result also asks for the winner or the runs. */
export function MarketActionDialog({ asked, matchName, onConfirm, onClose }: MarketActionDialogProps) {
  const rule = asked ? marketActionRules[asked.kind] : undefined;
  return (
    <ActionDialog
      open={asked !== null}
      title={`${rule?.title ?? ''}: ${asked?.market.marketName ?? ''}`}
      description={`${matchName}. ${rule?.effect ?? ''}`}
      confirmLabel={asked?.kind === 'declare' ? 'Declare' : (rule?.label ?? '')}
      tone={rule?.critical ? 'critical' : 'accent'}
      onClose={onClose}
      onConfirm={async (form) => {
        if (!asked) return undefined;
        if (asked.kind !== 'declare') {
          await onConfirm({ kind: asked.kind }, asked.market);
          return undefined;
        }
        const read = readResult(asked.market, form);
        if ('errors' in read) return read.errors;
        await onConfirm({ kind: 'declare', result: read.result }, asked.market);
        return undefined;
      }}
    >
      {(errors) =>
        asked?.kind === 'declare' &&
        (asked.market.kind === 'fancy' ? (
          <TextField
            label="Runs scored"
            name="result"
            inputMode="numeric"
            autoComplete="off"
            hint={
              asked.market.line &&
              `Now: No ${asked.market.line.no.line}, Yes ${asked.market.line.yes.line}. Yes wins at ${asked.market.line.yes.line} or more.`
            }
            error={errors['result']}
          />
        ) : (
          <RadioGroup
            label="Winner"
            name="result"
            options={asked.market.runners.map((runner) => ({
              value: String(runner.selectionId),
              label: runner.runnerName,
            }))}
            error={errors['result']}
          />
        ))
      }
    </ActionDialog>
  );
}
