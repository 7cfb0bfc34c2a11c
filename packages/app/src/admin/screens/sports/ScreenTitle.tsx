import { Inline } from '@exchange/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as screen from '../../../screens/screen.css.ts';

/** A sports screen's title, the way back up (a match's markets to its sport's matches) beside it. */
export function ScreenTitle({
  children,
  back,
}: {
  children: ReactNode;
  back?: { readonly to: string; readonly label: string } | undefined;
}) {
  return (
    <Inline alignY="baseline" space="medium">
      <h1 className={screen.heading}>{children}</h1>
      {back && <Link to={back.to}>{back.label}</Link>}
    </Inline>
  );
}
