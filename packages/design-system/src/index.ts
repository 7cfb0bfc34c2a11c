// Theme
export { vars, type ThemeVars } from './theme/contract.css.ts';
export { sprinkles, breakpoints, type Sprinkles } from './theme/sprinkles.css.ts';
export { focusRing } from './theme/focus.css.ts';
export { tabularNumbers, visuallyHidden } from './theme/root.css.ts';
export {
  ThemeProvider,
  PortalTheme,
  useTheme,
  type Theme,
  type ThemeProviderProps,
} from './theme/ThemeProvider.tsx';
// The brands' names and host rule are the domain's (one list for every package, ADR 0032).
export { brandNames, defaultBrand, resolveBrand, type BrandName } from '@exchange/domain';
export { colorModes, themeClassName, type ColorMode } from './theme/themeClass.ts';
export { brands, type BrandMeta } from './brands/meta.ts';

// Layout primitives: the sprinkles' tokens as components (docs/adr/0035-layout-primitives.md)
export { Box, type BoxProps } from './components/Box/index.ts';
export { Stack, type StackProps } from './components/Stack/index.ts';
export {
  Inline,
  inlineAligns,
  inlineAlignYs,
  inlineCollapseBelow,
  type InlineProps,
} from './components/Inline/index.ts';
export { Columns, type ColumnsProps } from './components/Columns/index.ts';
export { Text, textSizes, textWeights, type TextProps, type TextVariants } from './components/Text/index.ts';

// Components
export {
  Button,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonProps,
  type ButtonVariants,
} from './components/Button/index.ts';
export {
  FormField,
  inputBase,
  type FormFieldControlProps,
  type FormFieldProps,
} from './components/FormField/index.ts';
export {
  IconButton,
  iconButtonSizes,
  iconButtonVariants,
  type IconButtonProps,
  type IconButtonVariants,
} from './components/IconButton/index.ts';
export { TextField, type TextFieldProps } from './components/TextField/index.ts';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/index.ts';
export { NumberField, type NumberFieldProps } from './components/NumberField/index.ts';
export { Select, type SelectOption, type SelectProps } from './components/Select/index.ts';
export {
  TableHeader,
  defaultPageSizeOptions,
  type TableHeaderProps,
} from './components/TableHeader/index.ts';
export { Pagination, type PaginationProps } from './components/Pagination/index.ts';
export {
  Table,
  tableRowTones,
  type TableBodyProps,
  type TableCellProps,
  type TableEmptyProps,
  type TableHeaderCellProps,
  type TableRootProps,
  type TableRowProps,
  type TableRowTone,
} from './components/Table/index.ts';
export {
  Amount,
  amountTones,
  formatAmount,
  type AmountProps,
  type AmountTone,
  type FormatAmountOptions,
} from './components/Amount/index.ts';
export {
  Badge,
  badgeSizes,
  badgeTones,
  badgeVariants,
  type BadgeProps,
  type BadgeVariants,
} from './components/Badge/index.ts';
export {
  Card,
  cardElevations,
  cardPaddings,
  cardTitleLevels,
  type CardProps,
  type CardVariants,
} from './components/Card/index.ts';
export {
  Spinner,
  spinnerSizes,
  type SpinnerProps,
  type SpinnerVariants,
} from './components/Spinner/index.ts';
export {
  Skeleton,
  type SkeletonCircleProps,
  type SkeletonGroupProps,
  type SkeletonRectProps,
  type SkeletonTextProps,
} from './components/Skeleton/index.ts';
export {
  EmptyState,
  emptyStateSizes,
  emptyStateTitleLevels,
  type EmptyStateProps,
} from './components/EmptyState/index.ts';
export { NotFound, type NotFoundLinkProps, type NotFoundProps } from './components/NotFound/index.ts';
export { OtpInput, type OtpInputProps } from './components/OtpInput/index.ts';
export { FileUpload, type FileUploadProps } from './components/FileUpload/index.ts';
export {
  Checkbox,
  CheckboxGroup,
  checkboxGroupOrientations,
  selectAllState,
  toggleAll,
  type CheckboxCheckedState,
  type CheckboxProps,
  type CheckboxGroupOption,
  type CheckboxGroupProps,
  type SelectableOption,
} from './components/Checkbox/index.ts';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupOption,
  type RadioGroupProps,
} from './components/RadioGroup/index.ts';
export { Switch, switchLabelPositions, type SwitchProps } from './components/Switch/index.ts';
export {
  Tabs,
  tabsVariants,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
  type TabsVariants,
} from './components/Tabs/index.ts';
export {
  Dialog,
  dialogSizes,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogFooterProps,
  type DialogRootProps,
  type DialogTriggerProps,
  type DialogVariants,
} from './components/Dialog/index.ts';
export {
  Drawer,
  drawerSides,
  type DrawerCloseProps,
  type DrawerContentProps,
  type DrawerRootProps,
  type DrawerTriggerProps,
  type DrawerVariants,
} from './components/Drawer/index.ts';
export {
  Toast,
  ToastProvider,
  useToast,
  toastTones,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
  type ToastTone,
  type ToastVariants,
} from './components/Toast/index.ts';
export {
  Tooltip,
  TooltipProvider,
  tooltipAligns,
  tooltipSides,
  type TooltipProps,
  type TooltipProviderProps,
} from './components/Tooltip/index.ts';
export {
  Popover,
  popoverAligns,
  popoverSides,
  type PopoverAnchorProps,
  type PopoverCloseProps,
  type PopoverContentProps,
  type PopoverRootProps,
  type PopoverTriggerProps,
} from './components/Popover/index.ts';
export {
  CopyButton,
  copyButtonSizes,
  copyButtonVariants,
  type CopyButtonProps,
} from './components/CopyButton/index.ts';
export { DateField, type DateFieldProps, type RejectedDate } from './components/DateField/index.ts';
export {
  DateRangeField,
  type DateRange,
  type DateRangeFieldProps,
} from './components/DateRangeField/index.ts';
export {
  Marquee,
  marqueeTones,
  type MarqueeProps,
  type MarqueeVariants,
} from './components/Marquee/index.ts';
export {
  AppShell,
  appShellLayouts,
  type AppShellLayout,
  type AppShellProps,
  type AppShellNavItem,
  type AppShellNavLinkProps,
  type AppShellNavListProps,
} from './components/AppShell/index.ts';

// Hooks
export { useControllableState } from './utils/useControllableState.ts';
export { useOnceTrue } from './utils/useOnceTrue.ts';
export { useMediaQuery } from './utils/useMediaQuery.ts';

// Icons
export {
  AlertIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  CloseIcon,
  CopyIcon,
  createIcon,
  DocumentIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  SearchIcon,
  TrayIcon,
  UploadIcon,
} from './icons/icons.tsx';
