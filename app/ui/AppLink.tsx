import { createContext, memo, useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from '@remix-run/react';
import { isPlainClick } from '~/lib/plain-click';

type FollowLink = (event: MouseEvent<HTMLAnchorElement>, href: string) => void;

const FollowLinkContext = createContext<FollowLink | null>(null);

/**
 * The one router subscription behind every AppLink. Its value is the same
 * function for the app's life (useNavigate is stable in a data router), so
 * links below it render again only when their own props change.
 */
export function FollowLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useCallback<FollowLink>(
    (event, href) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const shown = window.location.pathname + window.location.search + window.location.hash;
      navigate(href, { replace: shown === href });
    },
    [navigate],
  );
  return <FollowLinkContext.Provider value={follow}>{children}</FollowLinkContext.Provider>;
}

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of this site that navigates in the app, as Remix's Link
 * does, without reading the router. Every Link reads the router's contexts,
 * which change at each router update (the "loading" state, the new page, the
 * return to idle), so each Link of a page rendered again several times per
 * navigation and kept the page around it from skipping its render.
 *
 * The rules are Link's: a primary-button click with no modifier navigates in
 * the app, replacing the history entry when the link is the address already
 * shown; any other click, and any link with a target, is the browser's.
 * Outside a FollowLinkProvider it is a plain anchor.
 */
export const AppLink = memo(function AppLink({ href, onClick, children, ...props }: AppLinkProps) {
  const follow = useContext(FollowLinkContext);
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (follow && (!props.target || props.target === '_self')) follow(event, href);
      }}
    >
      {children}
    </a>
  );
});
