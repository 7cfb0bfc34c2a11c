import { Button, DateField, Dialog, FileUpload, NumberField, TextField } from '@exchange/design-system';
import {
  acceptedImageExtensions,
  paymentImageMaxBytes,
  refusalCatalog,
  ruleMessages,
  type LotteryItem,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../screens/formErrors.ts';
import * as screen from '../../../screens/screen.css.ts';
import { lotteryFormSchema, type LotteryFormValues } from './lotteryForm.ts';

const imageAccept = acceptedImageExtensions.map((extension) => `.${extension}`);

export interface LotteryItemDialogProps {
  /** The draw edited, or null for a new one. */
  item: LotteryItem | null;
  open: boolean;
  /** Saves it; a refusal's message stays in the dialog. */
  onSave: (values: LotteryFormValues, image: File | null) => Promise<void>;
  onClose: () => void;
}

function ItemForm({ item, onSave, onClose }: Omit<LotteryItemDialogProps, 'open'>) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [date, setDate] = useState(item?.date ?? '');
  const [price, setPrice] = useState<number | null>(item?.price ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = fieldErrors(lotteryFormSchema, {
      title,
      date,
      price,
      hasImage: image !== null || item !== null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setPending(true);
    try {
      const { hasImage: _, ...values } = checked.output;
      await onSave(values, image);
      onClose();
    } catch (refusal) {
      setFailure(refusal instanceof Error ? refusal.message : String(refusal));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={screen.form} noValidate aria-busy={pending} onSubmit={(event) => void save(event)}>
      {failure && (
        <p role="alert" className={screen.alert}>
          {failure}
        </p>
      )}
      <TextField
        label="Title"
        name="title"
        autoComplete="off"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors['title']}
      />
      <DateField label="Date" name="date" value={date} onValueChange={setDate} error={errors['date']} />
      <NumberField
        label="Price"
        name="price"
        min={0}
        step={0.01}
        value={price}
        onValueChange={setPrice}
        error={errors['price']}
      />
      <FileUpload
        label="Image"
        hint={item ? 'A new image replaces the one shown' : 'png, jpg or jpeg'}
        accept={imageAccept}
        typeErrorMessage={ruleMessages.imageType}
        maxSize={paymentImageMaxBytes}
        sizeErrorMessage={refusalCatalog.image_too_large}
        file={image}
        onFileChange={setImage}
        error={errors['hasImage']}
        name="image"
      />
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button type="button" variant="soft" tone="neutral">
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={pending}>
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Adds a lottery draw or edits one: title, date, price and image. */
export function LotteryItemDialog({ item, open, onSave, onClose }: LotteryItemDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <Dialog.Content
          title={item ? `Edit ${item.title}` : 'Add lottery draw'}
          description="Players see it on their lottery page."
        >
          {/* Mounted afresh for each draw, so the fields start from it. */}
          <ItemForm key={item?.id ?? 'new'} item={item} onSave={onSave} onClose={onClose} />
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
