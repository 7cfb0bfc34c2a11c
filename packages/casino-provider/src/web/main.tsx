import { ThemeProvider } from '@exchange/design-system';
import { loadBrandStyles } from '@exchange/design-system/brands/load';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { findGame } from '../games/catalog.ts';
import { GamePage } from './GamePage.tsx';
import { LaunchProblemScreen } from './LaunchProblemScreen.tsx';
import { readLaunch } from './launch.ts';
import { createPageApi } from './pageApi.ts';

const launch = readLaunch(
  location.href,
  document.querySelector('meta[name="launch-problem"]')?.getAttribute('content'),
);
const mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
document.title = launch.kind === 'game' ? (findGame(launch.gameCode)?.name ?? 'Casino game') : 'Casino game';

// Each brand's stylesheet is its own chunk: the page loads only the brand of the operator's site.
void loadBrandStyles(launch.brand).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider brand={launch.brand} mode={mode}>
        {launch.kind === 'game' ? (
          <GamePage gameCode={launch.gameCode} api={createPageApi(launch.sessionId)} />
        ) : (
          <LaunchProblemScreen problem={launch.problem} lobby={launch.lobby} />
        )}
      </ThemeProvider>
    </StrictMode>,
  );
});
