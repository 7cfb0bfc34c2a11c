import { Button, Card, FileUpload, Inline, Stack } from '@exchange/design-system';
import {
  acceptedImageExtensions,
  paymentImageMaxBytes,
  refusalCatalog,
  ruleMessages,
  safeUrl,
  type WelcomeImageName,
  welcomeImageNames,
  type WelcomeImages,
} from '@exchange/domain';
import { useState } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import * as screen from '../../../screens/screen.css.ts';
import * as styles from './settings.css.ts';

export interface WelcomeImagesCardProps {
  /** The images set now (their addresses); undefined while they load. */
  images: WelcomeImages | undefined;
  /** save-welcome-image: the image to set, or null to remove it; rejects with the server's message. */
  onSave: (name: WelcomeImageName, file: File | null) => Promise<void>;
}

const imageAccept = acceptedImageExtensions.map((extension) => `.${extension}`);

const titles: Record<WelcomeImageName, string> = {
  img_desktop: 'Desktop welcome image',
  img_mobile: 'Phone welcome image',
};

function WelcomeImageField({
  name,
  address,
  loading,
  onSave,
}: {
  name: WelcomeImageName;
  address: string | undefined;
  loading: boolean;
  onSave: WelcomeImagesCardProps['onSave'];
}) {
  const [file, setFile] = useState<File | null>(null);
  const { failure, pending, send } = useSubmission();
  const title = titles[name];
  // The address the server gave, shown only with a safe scheme (ASVS 1.2.2).
  const shown = safeUrl(address, { image: true });

  async function save(next: File | null) {
    if (await send(() => onSave(name, next))) setFile(null);
  }

  return (
    <Stack space="small" role="group" aria-label={title}>
      <h3 className={screen.subheading}>{title}</h3>
      {shown ? (
        <img className={styles.preview} src={shown} alt={`${title} now shown`} />
      ) : (
        <p className={screen.muted}>{loading ? 'Loading…' : 'None set: players see the brand’s logo.'}</p>
      )}
      <FileUpload
        label={address ? 'Replace with' : 'Image'}
        hint="png, jpg or jpeg"
        accept={imageAccept}
        typeErrorMessage={ruleMessages.imageType}
        maxSize={paymentImageMaxBytes}
        sizeErrorMessage={refusalCatalog.image_too_large}
        file={file}
        onFileChange={setFile}
        disabled={loading || pending}
      />
      <Inline space="small">
        <Button disabled={file === null} loading={pending && file !== null} onClick={() => void save(file)}>
          Upload {name === 'img_desktop' ? 'desktop' : 'phone'} image
        </Button>
        {address && (
          <Button variant="outline" disabled={pending} onClick={() => void save(null)}>
            Remove {name === 'img_desktop' ? 'desktop' : 'phone'} image
          </Button>
        )}
      </Inline>
      <Failure message={failure} />
    </Stack>
  );
}

/**
 * Spec 3's welcome images (img_desktop, img_mobile): what players see in the welcome dialog after
 * signing in, the phone's below 768 px wide. Each is uploaded, replaced or removed on its own.
 */
export function WelcomeImagesCard({ images, onSave }: WelcomeImagesCardProps) {
  return (
    <Card as="section" aria-labelledby="welcome-images">
      <div className={screen.form}>
        <h2 id="welcome-images" className={screen.subheading}>
          Welcome images
        </h2>
        <p className={screen.muted}>Shown to players in the welcome message after they sign in.</p>
        <div className={styles.images}>
          {welcomeImageNames.map((name) => (
            <WelcomeImageField
              key={name}
              name={name}
              address={images?.[name]}
              loading={images === undefined}
              onSave={onSave}
            />
          ))}
        </div>
      </div>
    </Card>
  );
}
