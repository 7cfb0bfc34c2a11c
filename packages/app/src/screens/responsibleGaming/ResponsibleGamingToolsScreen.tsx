import { Badge, Card, Inline, Stack } from '@exchange/design-system';
import { Link } from 'react-router';
import * as screen from '../screen.css.ts';
import { DepositLimitsCard, type DepositLimitsCardProps } from './DepositLimitsCard.tsx';
import { RealityCheckCard, type RealityCheckCardProps } from './RealityCheckCard.tsx';
import { SelfExclusionCard, type SelfExclusionCardProps } from './SelfExclusionCard.tsx';
import { coolOffOffer, jurisdictionLabels, statusLabels, statusSentence, statusTones } from './text.ts';
import type { RgState } from './types.ts';
import * as styles from './responsibleGaming.css.ts';

/** Its path, its menu label and its heading. */
export const responsibleGamingToolsPath = '/account/responsible-gaming';
export const responsibleGamingToolsLabel = 'Responsible Gaming Tools';

export interface ResponsibleGamingToolsScreenProps {
  /** null while the first answer is on its way. */
  state: RgState | null;
  onSaveLimits: DepositLimitsCardProps['onSave'];
  onSelfExclude: SelfExclusionCardProps['onSelfExclude'];
  onRealityCheck: RealityCheckCardProps['onChange'];
}

/**
 * `/account/responsible-gaming`: the player's state, deposit limits, self-exclusion and reality-check
 * reminders. Self-exclusion is offered only to an open account; the reminders only outside the UK.
 */
export function ResponsibleGamingToolsScreen({
  state,
  onSaveLimits,
  onSelfExclude,
  onRealityCheck,
}: ResponsibleGamingToolsScreenProps) {
  return (
    <div className={screen.page}>
      <h1 className={screen.heading}>{responsibleGamingToolsLabel}</h1>
      {state === null ? (
        <p className={screen.muted} role="status">
          Loading your settings…
        </p>
      ) : (
        <Stack space="large" className={styles.cards}>
          <Card title="Your account">
            <div className={screen.form}>
              <Inline as="p" alignY="center" space="small" margin="none">
                <Badge tone={statusTones[state.status]}>{statusLabels[state.status]}</Badge>
                <span className={screen.muted}>
                  Terms for players: {jurisdictionLabels[state.jurisdiction]}
                </span>
              </Inline>
              <p className={screen.muted}>{statusSentence(state)}</p>
              {state.jurisdiction === 'uk' && state.status === 'active' && (
                <p className={screen.muted}>{coolOffOffer}</p>
              )}
              <p className={screen.muted}>
                Read how these tools work on the <Link to="/responsible-gaming">Responsible Gaming</Link>{' '}
                page.
              </p>
            </div>
          </Card>
          <DepositLimitsCard
            key={JSON.stringify(state.depositLimits)}
            limits={state.depositLimits}
            onSave={onSaveLimits}
          />
          {state.status === 'active' && (
            <SelfExclusionCard
              jurisdiction={state.jurisdiction}
              periods={state.selfExclusionPeriods}
              onSelfExclude={onSelfExclude}
            />
          )}
          {state.realityCheck.applies && (
            <RealityCheckCard
              enabled={state.realityCheck.enabled}
              intervalMinutes={state.realityCheck.intervalMinutes}
              onChange={onRealityCheck}
            />
          )}
        </Stack>
      )}
    </div>
  );
}
