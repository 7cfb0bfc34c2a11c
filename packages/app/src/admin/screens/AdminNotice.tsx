import { NotFound } from '@exchange/design-system';
import { messages } from '@exchange/domain';
import { Link } from 'react-router';

export interface AdminNoticeProps {
  /** 'refused': a screen the operator's role or privileges do not open; 'not-found': no such screen. */
  kind: 'refused' | 'not-found';
  /** Where Go to Home leads: the operator's start page. */
  homeHref: string;
}

/** What the panel shows instead of a screen: spec 8's not-found page, or a clear refusal. */
export function AdminNotice({ kind, homeHref }: AdminNoticeProps) {
  return (
    <NotFound
      titleAs="h1"
      homeHref={homeHref}
      title={kind === 'refused' ? 'You are not allowed to open this page' : messages.pageNotFound}
      {...(kind === 'refused' && {
        description: 'Your role or privileges do not include this screen. Ask your upline if you need it.',
      })}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
