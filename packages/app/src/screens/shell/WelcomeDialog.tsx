import { Button, Dialog, useTheme } from '@exchange/design-system';
import { safeUrl } from '@exchange/domain';
import * as styles from '../screen.css.ts';

export interface WelcomeImages {
  readonly desktop?: string | undefined;
  readonly mobile?: string | undefined;
}

export interface WelcomeDialogProps {
  username: string;
  /** The user's welcome images (spec 3: img_desktop, img_mobile); the brand's wordmark without them. */
  images: WelcomeImages;
  open: boolean;
  onClose: () => void;
}

/** Spec 4: after signing in, "a welcome message with images is shown". */
export function WelcomeDialog({ username, images, open, onClose }: WelcomeDialogProps) {
  const { meta } = useTheme();
  // Addresses the server gave: shown only with a safe scheme (ASVS 1.2.2), else the wordmark.
  const mobile = safeUrl(images.mobile, { image: true });
  const desktop = safeUrl(images.desktop, { image: true }) ?? mobile;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content title={`Welcome, ${username}`} description={`Good luck on ${meta.displayName}.`}>
        <div className={styles.form}>
          {desktop ? (
            <picture>
              {mobile && <source media="(max-width: 767px)" srcSet={mobile} />}
              <img src={desktop} alt="" style={{ width: '100%', height: 'auto' }} />
            </picture>
          ) : (
            <div className={styles.authLogo}>
              <meta.Logo height={48} />
            </div>
          )}
          <Button onClick={onClose} fullWidth>
            Continue
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
