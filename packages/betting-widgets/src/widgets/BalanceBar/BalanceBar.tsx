import {
  Amount,
  Button,
  EyeIcon,
  EyeOffIcon,
  IconButton,
  Skeleton,
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

export interface BalanceBarProps extends HTMLAttributes<HTMLDivElement> {
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

  // In columns the hide button goes beside the label: the amount has its column's whole width.
  const besideLabel = layout === 'columns';
  const figure = (label: string, value: ReactNode, hides?: keyof HiddenAmounts) => (
    <div className={styles.item}>
      <dt className={styles.label}>
        {label}
        {besideLabel && hides && hideButton(hides, hides)}
      </dt>
      <dd className={styles.value}>
        {value}
        {!besideLabel && hides && hideButton(hides, hides)}
      </dd>
    </div>
  );

  if (status === 'error') {
    return (
      <div ref={ref} className={clsx(styles.root, className)} data-state={status} {...rest}>
        <p className={styles.failure} role="alert">
          {errorMessage ?? 'Your balance could not be loaded.'}
        </p>
        {onRetry && (
          <Button size="small" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }

  return (
    <div
      ref={ref}
      className={clsx(styles.root, className)}
      data-layout={layout}
      data-state={status}
      {...rest}
    >
      {status === 'loading' && (
        <span role="status" className={visuallyHidden}>
          {messages.pleaseWait}
        </span>
      )}
      <dl className={styles.list}>
        {figure('Balance', amount(balance.balance, hidden.balance), 'balance')}
        {figure('Exposure', amount(balance.exposure, hidden.exposure), 'exposure')}
        {figure(
          'Available',
          amount(availableBalance(balance.balance, balance.exposure), hidden.balance || hidden.exposure),
        )}
      </dl>
    </div>
  );
});
BalanceBar.displayName = 'BalanceBar';
