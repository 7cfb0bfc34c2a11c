import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { button } from '../Button/Button.css.ts';
import * as styles from './NotFound.css.ts';

/** What `renderLink` receives: spread it onto the router's link. */
export interface NotFoundLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface NotFoundProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Where "Go to Home" leads. */
  homeHref?: string;
  /** Renders the home link with the app's router (e.g. `(props) => <Link to={props.href} {...props} />`). */
  renderLink?: (props: NotFoundLinkProps) => ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  linkLabel?: ReactNode;
  /** The title is the page's main heading by default. */
  titleAs?: 'h1' | 'h2';
}

const plainLink = ({ href, className, children }: NotFoundLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The 404 screen: says the page is missing and leads back home. */
export const NotFound = forwardRef<HTMLDivElement, NotFoundProps>(function NotFound(
  {
    homeHref = '/',
    renderLink = plainLink,
    // The product's own wording, misspelling included.
    title = 'Opps! Page not found.',
    description,
    linkLabel = 'Go to Home',
    titleAs: Title = 'h1',
    className,
    ...rest
  },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.action}>
        {renderLink({
          href: homeHref,
          className: button({ tone: 'accent', variant: 'solid', size: 'large' }),
          children: linkLabel,
        })}
      </div>
    </div>
  );
});
NotFound.displayName = 'NotFound';
