import { clsx } from 'clsx';
import { Portal, Toast as RadixToast } from 'radix-ui';
import {
  createContext,
  forwardRef,
  useContext,
  useState,
  type ComponentPropsWithoutRef,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons/icons.tsx';
import { PortalTheme } from '../../theme/ThemeProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';

export type ToastTone = (typeof styles.toastTones)[number];

// Every tone that carries a meaning says it with an icon as well as a colour.
const toneIcons: Record<ToastTone, ReactNode> = {
  neutral: null,
  info: <InfoIcon />,
  success: <CheckIcon />,
  error: <AlertIcon />,
};

export interface ToastProps extends Omit<ComponentPropsWithoutRef<typeof RadixToast.Root>, 'title'> {
  /** The message, e.g. 'Bet Placed Successfully'. */
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** The accessible name of the close button. */
  closeLabel?: string;
}

/**
 * One notification. Rendered by `ToastProvider` for `useToast()`; use it directly only when you hold
 * the open state yourself (it must sit inside a `ToastProvider`, which owns the viewport).
 */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  { title, description, tone = 'neutral', closeLabel = 'Close', className, ...rest },
  ref,
) {
  const toneIcon = toneIcons[tone];
  return (
    <RadixToast.Root ref={ref} className={clsx(styles.toast({ tone }), className)} data-tone={tone} {...rest}>
      {toneIcon && (
        <span className={styles.icon({ tone })} aria-hidden="true">
          {toneIcon}
        </span>
      )}
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description !== undefined && description !== null && description !== '' && (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        )}
      </div>
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} icon={<CloseIcon />} size="small" className={styles.close} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
});
Toast.displayName = 'Toast';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until closed. Defaults to the provider's. */
  duration?: number;
  /** Showing a toast with the id of an open one replaces it instead of stacking a copy. */
  id?: string;
}

type Message = ToastOptions['title'];
type ToneOptions = Omit<ToastOptions, 'title' | 'tone'>;

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  success: (message: Message, options?: ToneOptions) => string;
  error: (message: Message, options?: ToneOptions) => string;
  info: (message: Message, options?: ToneOptions) => string;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The imperative API: `const toast = useToast(); toast.success('Bet Placed Successfully');` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}

interface QueuedToast extends ToastOptions {
  id: string;
  open: boolean;
}

function createToastApi(setToasts: Dispatch<SetStateAction<QueuedToast[]>>): ToastApi {
  let count = 0;
  const show = (options: ToastOptions) => {
    count += 1;
    const id = options.id ?? `toast-${count}`;
    // Closed toasts have played their exit by the time another arrives; drop them here.
    setToasts((current) => [
      ...current.filter((item) => item.open && item.id !== id),
      { ...options, id, open: true },
    ]);
    return id;
  };
  const withTone = (tone: ToastTone) => (message: Message, options?: ToneOptions) =>
    show({ ...options, title: message, tone });
  return {
    show,
    success: withTone('success'),
    error: withTone('error'),
    info: withTone('info'),
    dismiss: (id) =>
      setToasts((current) =>
        current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
      ),
  };
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Milliseconds each toast stays before closing by itself. */
  duration?: number;
  /** Read before each toast by screen readers. */
  label?: string;
  /** The accessible name of every toast's close button. */
  closeLabel?: string;
  /** The name of the toast region; `{hotkey}` becomes the key that focuses it (F8). */
  viewportLabel?: string;
}

/**
 * Holds the toasts and renders them, stacked at the top centre under the app's header (at the bottom on a
 * phone, above its tab bar), in a viewport portalled into `<body>` and re-themed. Put it inside the
 * `ThemeProvider` so toasts take the brand. F8 focuses the stack; a toast is swiped away to the right.
 */
export function ToastProvider({
  children,
  duration = 3000,
  label = 'Notification',
  closeLabel = 'Close',
  viewportLabel = 'Notifications ({hotkey})',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  // State, not memo: the API (and its id counter) must outlive any re-render, as apps keep hold of it.
  const [api] = useState(() => createToastApi(setToasts));

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.map(({ id, open, ...options }) => (
          <Toast
            key={id}
            {...options}
            closeLabel={closeLabel}
            open={open}
            onOpenChange={(isOpen) => {
              if (!isOpen) api.dismiss(id);
            }}
          />
        ))}
        <Portal.Root>
          <PortalTheme>
            <RadixToast.Viewport className={styles.viewport} label={viewportLabel} />
          </PortalTheme>
        </Portal.Root>
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
