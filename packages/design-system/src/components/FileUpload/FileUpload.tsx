import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { CloseIcon, DocumentIcon, UploadIcon } from '../../icons/icons.tsx';
import { useControllableState } from '../../utils/useControllableState.ts';
import { FormField } from '../FormField/FormField.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { describeAccept, formatBytes, matchesAccept } from './fileRules.ts';
import * as styles from './FileUpload.css.ts';

export interface FileUploadProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A message from outside (a form's validation, say: "Image is required field"). */
  error?: ReactNode;
  required?: boolean;
  /** Extensions (`.png`) or MIME types (`image/png`, `image/*`); anything else is refused with `typeErrorMessage`. */
  accept?: readonly string[];
  /** Defaults to a sentence built from `accept`: "Only png, jpg and jpeg files are allowed". */
  typeErrorMessage?: ReactNode;
  /** Largest allowed file, in bytes. */
  maxSize?: number;
  /** Defaults to "The file must be 5 MB or smaller" (with `maxSize` in words). */
  sizeErrorMessage?: ReactNode;
  /** The chosen file (controlled); `null` for none. */
  file?: File | null;
  defaultFile?: File | null;
  /** Called with the accepted file, or `null` when it is removed or a refused file replaces it. */
  onFileChange?: (file: File | null) => void;
  disabled?: boolean;
  name?: string;
  /** The text on the visible picker button. */
  buttonLabel?: string;
  /** Shown beside the button while no file is chosen. */
  placeholder?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A labelled file picker with a preview. The real `<input type="file">` lies invisibly over the picker,
 * so the label, keyboard (Tab, then Enter or Space), screen readers and drag and drop all work natively.
 * The ref is that input.
 */
export const FileUpload = forwardRef<HTMLInputElement, FileUploadProps>(function FileUpload(
  {
    label,
    hint,
    error,
    required,
    accept = [],
    typeErrorMessage,
    maxSize,
    sizeErrorMessage,
    file: fileProp,
    defaultFile = null,
    onFileChange,
    disabled = false,
    name,
    buttonLabel = 'Choose file',
    placeholder = 'or drag it here',
    id,
    className,
  },
  ref,
) {
  const [file, setFile] = useControllableState({
    value: fileProp,
    defaultValue: defaultFile,
    onChange: onFileChange,
  });
  const [rejection, setRejection] = useState<ReactNode>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  // The browser keeps its own copy of the selection; once ours is cleared (by removal or by a parent),
  // choosing the same file again must still count as a change.
  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDragging(false);
    const chosen = event.target.files?.[0] ?? null;
    if (chosen === null) return;
    const problem = !matchesAccept(chosen, accept)
      ? (typeErrorMessage ?? `Only ${describeAccept(accept)} files are allowed`)
      : maxSize !== undefined && chosen.size > maxSize
        ? (sizeErrorMessage ?? `The file must be ${formatBytes(maxSize)} or smaller`)
        : null;
    setRejection(problem);
    if (problem !== null) {
      event.target.value = '';
      if (file !== null) setFile(null);
      return;
    }
    setFile(chosen);
  };

  const remove = () => {
    setRejection(null);
    setFile(null);
    // The remove button is about to disappear; the picker is where the user carries on.
    inputRef.current?.focus();
  };

  const shownError = rejection ?? error;
  const hasError =
    shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';

  return (
    <FormField
      label={label}
      hint={hint}
      error={shownError}
      {...(required !== undefined && { required })}
      {...(id !== undefined && { id })}
      {...(className !== undefined && { className })}
    >
      {(control) => (
        <div className={styles.root}>
          <div
            className={styles.picker}
            data-disabled={disabled || undefined}
            data-invalid={hasError || undefined}
            data-dragging={dragging || undefined}
          >
            <input
              {...control}
              ref={inputRef}
              type="file"
              className={styles.input}
              accept={accept.length > 0 ? accept.join(',') : undefined}
              name={name}
              disabled={disabled}
              onChange={handleChange}
              onDragEnter={() => setDragging(true)}
              onDragLeave={() => setDragging(false)}
              onDrop={() => setDragging(false)}
            />
            {/* The input above is what assistive technology meets; these are its visible face. */}
            <span className={styles.button} aria-hidden="true">
              <UploadIcon size={16} />
              {buttonLabel}
            </span>
            {!file && (
              <span className={styles.prompt} aria-hidden="true">
                {placeholder}
              </span>
            )}
          </div>
          {file && (
            <div className={styles.preview} data-testid="file-upload-preview">
              {file.type.startsWith('image/') ? (
                <PreviewImage file={file} className={styles.thumbnail} />
              ) : (
                <span className={styles.fileIcon} aria-hidden="true">
                  <DocumentIcon size={24} />
                </span>
              )}
              <span className={styles.details}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatBytes(file.size)}</span>
              </span>
              <IconButton
                label={`Remove ${file.name}`}
                icon={<CloseIcon />}
                onClick={remove}
                disabled={disabled}
              />
            </div>
          )}
        </div>
      )}
    </FormField>
  );
});
FileUpload.displayName = 'FileUpload';

/**
 * A thumbnail from an object URL made for this file and revoked when the file changes or the image
 * unmounts (a React 19 ref cleanup), so no blob outlives its preview.
 */
function PreviewImage({ file, className }: { file: File; className: string }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (image === null) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={`Preview of ${file.name}`} className={className} />;
}
