import {
  Amount,
  Button,
  Columns,
  EyeIcon,
  EyeOffIcon,
  IconButton,
  Inline,
  Skeleton,
  Stack,
  tabularNumbers,
  Text,
  visuallyHidden,
} from '@exchange/design-system';
import { availableBalance, fromMinor, messages, type Balance, type Minor } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './BalanceBar.css.ts';

/** Spec 3, Balance: "balance and exposer (spelt so), each with a hide flag". */
export interface HiddenAmounts {
  readonly balance: boolean;
  readonly exposure: boolean;
}

export const balanceBarLayouts = ['bar', 'compact', 'columns'] as const;
export type BalanceBarLayout = (typeof balanceBarLayouts)[number];
export const balanceBarStatuses = ['ready', 'loading', 'error'] as const;
export type BalanceBarStatus = (typeof balanceBarStatuses)[number];

const shownByDefault: HiddenAmounts = { balance: false, exposure: false };

/** `color` is left out: the HTML attribute, which browsers ignore, is a colour token's on a layout primitive. */
export interface BalanceBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'color'> {
  /** The user's balance and exposure (the domain's `Balance`, from `balanceFromWire`). */
  balance: Balance;
  /** Which amounts are hidden (controlled). */
  hiddenAmounts?: HiddenAmounts;
  defaultHiddenAmounts?: HiddenAmounts;
  onHiddenAmountsChange?: (hidden: HiddenAmounts) => void;
  /**
   * `bar`: one row. `compact` abbreviates amounts (1.25L) where room is short; the full amount stays in the
   * tooltip. `columns`: three columns, each label over its amount in full, to the paisa: a phone's width,
   * where a win of a few rupees must show.
   */
  layout?: BalanceBarLayout;
  status?: BalanceBarStatus;
  errorMessage?: string;
  onRetry?: () => void;
}

/** What stands in for a hidden amount: dots to the eye, the word to a screen reader. */
function Concealed() {
  return (
    <>
      <span aria-hidden="true">••••</span>
      <span className={visuallyHidden}>Hidden</span>
    </>
  );
}

/**
 * The player's balance, exposure and available balance, each amount hideable from people looking over
 * a shoulder. Available balance reveals both the others, so it shows only while neither is hidden.
 */
export const BalanceBar = forwardRef<HTMLDivElement, BalanceBarProps>(function BalanceBar(
  {
    balance,
    hiddenAmounts: hiddenProp,
    defaultHiddenAmounts = shownByDefault,
    onHiddenAmountsChange,
    layout = 'bar',
    status = 'ready',
    errorMessage,
    onRetry,
    className,
    ...rest
  },
  ref,
) {
  const [ownHidden, setOwnHidden] = useState(defaultHiddenAmounts);
  const hidden = hiddenProp ?? ownHidden;
  const toggle = (key: keyof HiddenAmounts) => {
    const next = { ...hidden, [key]: !hidden[key] };
    setOwnHidden(next);
    onHiddenAmountsChange?.(next);
  };
  const short = layout === 'compact';

  const amount = (value: Minor, isHidden: boolean): ReactNode => {
    if (status === 'loading') return <Skeleton.Text width="6ch" />;
    if (isHidden) return <Concealed />;
    return <Amount value={fromMinor(value)} tone="none" short={short} />;
  };
  const hideButton = (key: keyof HiddenAmounts, name: string) => (
    <IconButton
      size="small"
      className={styles.toggle}
      label={`Hide ${name}`}
      aria-pressed={hidden[key]}
      icon={hidden[key] ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      disabled={status !== 'ready'}
      onClick={() => toggle(key)}
    />
  );

  // In columns each label (with its hide button) sits over its amount, which has the column's whole
  // width; in a bar, label, amount and hide button sit in a row.
  const columns = layout === 'columns';
  const figure = (label: string, value: ReactNode, hides?: keyof HiddenAmounts) => {
    const shown = (
      <Text asChild size="small" weight="semibold">
        <Inline as="dd" alignY="center" space="xxsmall" wrap={false} className={tabularNumbers}>
          {value}
          {!columns && hides && hideButton(hides, hides)}
        </Inline>
      </Text>
    );
    return columns ? (
      <Stack align="start" paddingX="small" className={styles.item}>
        <Inline as="dt" alignY="center" wrap={false} className={styles.label}>
          {label}
          {hides && hideButton(hides, hides)}
        </Inline>
        {shown}
      </Stack>
    ) : (
      <Inline
        alignY="center"
        space="xxsmall"
        wrap={false}
        paddingX={short ? 'xsmall' : 'small'}
        className={styles.item}
      >
        <dt className={styles.label}>{label}</dt>
        {shown}
      </Inline>
    );
  };

  if (status === 'error') {
    return (
      <Inline
        ref={ref}
        alignY="center"
        space="small"
        className={clsx(styles.root, className)}
        data-state={status}
        {...rest}
      >
        <p className={styles.failure} role="alert">
          {errorMessage ?? 'Your balance could not be loaded.'}
        </p>
        {onRetry && (
          <Button size="small" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Inline>
    );
  }

  const figures = (
    <>
      {figure('Balance', amount(balance.balance, hidden.balance), 'balance')}
      {figure('Exposure', amount(balance.exposure, hidden.exposure), 'exposure')}
      {figure(
        'Available',
        amount(availableBalance(balance.balance, balance.exposure), hidden.balance || hidden.exposure),
      )}
    </>
  );
  const content = (
    <>
      {status === 'loading' && (
        <span role="status" className={visuallyHidden}>
          {messages.pleaseWait}
        </span>
      )}
      {columns ? (
        <Columns as="dl" columns={3} alignY="start" margin="none">
          {figures}
        </Columns>
      ) : (
        <Inline as="dl" alignY="center" margin="none">
          {figures}
        </Inline>
      )}
    </>
  );
  const root = {
    ref,
    className: clsx(styles.root, className),
    'data-layout': layout,
    'data-state': status,
    ...rest,
  };
  return columns ? (
    <Stack {...root}>{content}</Stack>
  ) : (
    <Inline alignY="center" space={short ? 'xsmall' : 'small'} {...root}>
      {content}
    </Inline>
  );
});
BalanceBar.displayName = 'BalanceBar';
