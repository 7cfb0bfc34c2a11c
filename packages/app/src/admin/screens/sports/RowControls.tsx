import { Button, visuallyHidden, type ButtonProps } from '@exchange/design-system';
import { Link } from 'react-router';

/**
 * A row's link or button, named for assistive technology with the row it acts on ("Series of Cricket"),
 * since a table of rows repeats the same visible label.
 */
export function RowLink({ to, label, of }: { to: string; label: string; of: string }) {
  return (
    <Link to={to}>
      {label}
      <span className={visuallyHidden}> of {of}</span>
    </Link>
  );
}

export function RowButton({
  label,
  of,
  ...button
}: Omit<ButtonProps, 'children'> & { label: string; of: string }) {
  return (
    <Button size="small" variant="soft" {...button}>
      {label}
      <span className={visuallyHidden}> {of}</span>
    </Button>
  );
}
