import { Badge, Box, Stack } from '@exchange/design-system';
import { clsx } from 'clsx';
import { forwardRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { shownImage } from '../../internal/shownImage.ts';
import * as styles from './CasinoTile.css.ts';

export interface CasinoTileProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'disabled' | 'type'
> {
  /** The game's name, shown under the artwork and naming the button. */
  name: string;
  /**
   * The artwork's URL; a missing, broken or unsafe one (not https nor a path of this site, ASVS 1.2.2) shows
   * `artwork`, or else the game's initials.
   */
  image: string;
  /** Drawn artwork (CasinoArt) for a game without an image of its own. */
  artwork?: ReactNode;
  /** The provider's display name, when the lobby mixes providers. */
  provider?: string | undefined;
  /**
   * A closed game. It stays focusable and clickable, because the spec sends a click on it to the
   * not-found page, but it looks and is announced unavailable (`aria-disabled`).
   */
  disabled?: boolean;
  /** The badge on a closed game's artwork. */
  disabledLabel?: string;
}

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** One casino game: artwork, name and provider, as a button. */
export const CasinoTile = forwardRef<HTMLButtonElement, CasinoTileProps>(function CasinoTile(
  { name, image, artwork, provider, disabled = false, disabledLabel = 'Closed', className, ...rest },
  ref,
) {
  // Which URL failed, not a flag: a new `image` gets its own chance to load.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const shown = shownImage(image);
  const showImage = shown !== undefined && failedImage !== image;
  return (
    <button
      ref={ref}
      type="button"
      className={clsx(styles.tile, className)}
      data-state={disabled ? 'disabled' : 'enabled'}
      aria-disabled={disabled || undefined}
      {...rest}
    >
      <span className={styles.media}>
        {showImage ? (
          <img
            className={styles.image}
            src={shown}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailedImage(image)}
          />
        ) : artwork ? (
          <span className={styles.drawn}>{artwork}</span>
        ) : (
          <Box
            as="span"
            display="flex"
            alignItems="center"
            justifyContent="center"
            className={styles.fallback}
            aria-hidden="true"
          >
            {initials(name)}
          </Box>
        )}
      </span>
      <Stack as="span" space="xxsmall" padding="small">
        <span className={styles.name}>{name}</span>
        {provider && <span className={styles.provider}>{provider}</span>}
      </Stack>
      {/* Last, so the name reads "Muflis Teenpatti Closed"; drawn over the artwork. */}
      {disabled && (
        <Badge className={styles.status} tone="neutral" variant="solid" size="small">
          {disabledLabel}
        </Badge>
      )}
    </button>
  );
});
CasinoTile.displayName = 'CasinoTile';
