import { Box, Button, Inline, PortalTheme, Spinner } from '@exchange/design-system';
import { Dialog as RadixDialog } from 'radix-ui';
import { forwardRef, useRef, useState } from 'react';
import * as styles from './CasinoGameFrame.css.ts';

export interface CasinoGameFrameProps {
  /** The game's name: the frame's title and the name of the embedded page. */
  title: string;
  /** The game's play URL; absent while the host is still asking the provider for it. */
  src?: string | undefined;
  /** Shown while mounted unless false, so a host may simply render it when a game is open. */
  open?: boolean;
  /** The EXIT button or Escape: the host closes the game (and usually goes back to the lobby). */
  onExit: () => void;
  exitLabel?: string;
  /** Announced while the game starts. */
  loadingLabel?: string;
}

/**
 * A casino game full screen (`/casino-int`): a bar with the game's name and an EXIT button over the
 * provider's page in a frame. Modal: focus is trapped between the bar and the game, Escape exits, and
 * focus goes back to what opened it.
 */
export const CasinoGameFrame = forwardRef<HTMLDivElement, CasinoGameFrameProps>(function CasinoGameFrame(
  { title, src, open = true, onExit, exitLabel = 'Exit', loadingLabel = 'Starting the game' },
  ref,
) {
  // Which URL has loaded, so a new `src` shows the spinner again until its page is ready.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = src !== undefined && loadedSrc === src;
  // Radix gives focus back only to a Dialog.Trigger; a host opens the game from its own tile or route.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onExit();
      }}
    >
      <RadixDialog.Portal>
        <PortalTheme>
          <RadixDialog.Content
            ref={ref}
            className={styles.frame}
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <Inline
              align="between"
              alignY="center"
              space="medium"
              wrap={false}
              paddingX="medium"
              paddingY="xsmall"
              className={styles.bar}
            >
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <RadixDialog.Close asChild>
                <Button tone="critical" size="small" className={styles.exit}>
                  {exitLabel}
                </Button>
              </RadixDialog.Close>
            </Inline>
            <div className={styles.stage} data-state={loaded ? 'loaded' : 'loading'}>
              {src !== undefined && (
                <iframe
                  key={src}
                  className={styles.game}
                  title={title}
                  src={src}
                  // Permissions Policy's `allow` alone: beside it the legacy `allowfullscreen` only makes
                  // Chromium warn that `allow` takes precedence, on every launch.
                  allow="autoplay; fullscreen; encrypted-media"
                  onLoad={() => setLoadedSrc(src)}
                />
              )}
              {!loaded && (
                <Box display="flex" alignItems="center" justifyContent="center" className={styles.waiting}>
                  <Spinner label={loadingLabel} size="large" />
                </Box>
              )}
            </div>
          </RadixDialog.Content>
        </PortalTheme>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
CasinoGameFrame.displayName = 'CasinoGameFrame';
