import { Button, Dialog, FileUpload, NumberField, TextField } from '@exchange/design-system';
import {
  acceptedImageExtensions,
  lotteryLimits,
  paymentImageMaxBytes,
  refusalCatalog,
  ruleMessages,
  type LotteryItem,
} from '@exchange/domain';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../../forms/Failure.tsx';
import { useSubmission } from '../../../forms/useSubmission.ts';
import { fieldErrors } from '../../../screens/formErrors.ts';
import * as screen from '../../../screens/screen.css.ts';
import {
  localDateTime,
  lotteryFormSchema,
  lotteryTitleFormSchema,
  type LotteryFormValues,
} from './lotteryForm.ts';

const imageAccept = acceptedImageExtensions.map((extension) => `.${extension}`);

export interface LotteryItemDialogProps {
  /** The draw edited, or null for a new one. */
  item: LotteryItem | null;
  open: boolean;
  /** Saves it; a refusal's message stays in the dialog. */
  onSave: (values: LotteryFormValues, image: File | null) => Promise<void>;
  onClose: () => void;
}

/** A draw with tickets sold keeps its terms: only its title and image change. */
const termsFixed = (item: LotteryItem | null) => (item?.sold ?? 0) > 0;

function ItemForm({ item, onSave, onClose }: Omit<LotteryItemDialogProps, 'open'>) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [closeAt, setCloseAt] = useState(item?.closeAt ? localDateTime(item.closeAt) : '');
  const [price, setPrice] = useState<number | null>(item?.price ?? null);
  const [tickets, setTickets] = useState<number | null>(item?.tickets ?? 100);
  const [prizes, setPrizes] = useState(item?.prizes?.join(', ') ?? '');
  const [image, setImage] = useState<File | null>(null);
  const { errors, setErrors, failure, pending, send } = useSubmission();
  const fixed = termsFixed(item);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = fixed
      ? fieldErrors(lotteryTitleFormSchema, { title })
      : fieldErrors(lotteryFormSchema(new Date()), {
          title,
          closeAt,
          price,
          tickets,
          prizes,
          hasImage: image !== null || item !== null,
        });
    if (!checked.ok) return setErrors(checked.errors);
    if (await send(() => onSave(checked.output, image))) onClose();
  }

  return (
    <form className={screen.dialogForm} noValidate aria-busy={pending} onSubmit={(event) => void save(event)}>
      <Failure message={failure} />
      <TextField
        label="Title"
        name="title"
        autoComplete="off"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors['title']}
      />
      {fixed && (
        <p className={screen.muted}>Tickets are sold: the draw's terms stay as the players bought them.</p>
      )}
      <TextField
        label="Draw time"
        name="closeAt"
        type="datetime-local"
        hint="Sales close and the tickets are drawn then"
        value={closeAt}
        onChange={(event) => setCloseAt(event.target.value)}
        error={errors['closeAt']}
        disabled={fixed}
      />
      <NumberField
        label="Ticket price"
        name="price"
        min={0}
        step={0.01}
        value={price}
        onValueChange={setPrice}
        error={errors['price']}
        disabled={fixed}
      />
      <NumberField
        label="Tickets"
        name="tickets"
        hint="Numbered from 1"
        min={1}
        max={lotteryLimits.tickets}
        step={1}
        value={tickets}
        onValueChange={setTickets}
        error={errors['tickets']}
        disabled={fixed}
      />
      <TextField
        label="Prizes"
        name="prizes"
        hint="The first prize first, separated by commas: 5000, 2000, 1000"
        inputMode="decimal"
        autoComplete="off"
        value={prizes}
        onChange={(event) => setPrizes(event.target.value)}
        error={errors['prizes']}
        disabled={fixed}
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

/** Adds a lottery draw or edits one: title, draw time, ticket price, tickets, prizes and image. */
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
