import { Button, Dialog, useTheme } from '@exchange/design-system';
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
  const desktop = images.desktop ?? images.mobile;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content title={`Welcome, ${username}`} description={`Good luck on ${meta.displayName}.`}>
        <div className={styles.form}>
          {desktop ? (
            <picture>
              {images.mobile && <source media="(max-width: 767px)" srcSet={images.mobile} />}
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
