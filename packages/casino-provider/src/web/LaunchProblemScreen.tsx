import { AlertIcon, Button, EmptyState, visuallyHidden } from '@exchange/design-system';
import { launchProblems, type LaunchProblem } from '../launchProblems.ts';
import { page } from './GameLayout.css.ts';

export interface LaunchProblemScreenProps {
  problem: LaunchProblem;
  /** The operator's lobby, when the launch named one. */
  lobby: string | undefined;
}

/** Why the game could not open, in the site's brand, with the way back to the lobby. */
export function LaunchProblemScreen({ problem, lobby }: LaunchProblemScreenProps) {
  const { title, message } = launchProblems[problem];
  return (
    <main className={page}>
      <h1 className={visuallyHidden}>Casino game</h1>
      <EmptyState title={title} description={message} icon={<AlertIcon size={24} />} role="alert">
        {lobby && (
          <Button asChild variant="outline">
            {/* The lobby is the operator's page: it replaces the whole frame's page, not this frame. */}
            <a href={lobby} target="_top">
              Back to the lobby
            </a>
          </Button>
        )}
      </EmptyState>
    </main>
  );
}
