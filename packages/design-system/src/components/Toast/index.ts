export {
  Toast,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
  type ToastTone,
} from './Toast.tsx';
export { toastTones, type ToastVariants } from './Toast.css.ts';
