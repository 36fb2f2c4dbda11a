import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Outlet,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { DOCS_LAYOUT_ROUTE_ID } from '~/shell/docs-layout';
import { publicConfig, env } from '~/lib/env.server';
import { getNavigation } from '~/navigation/navigation.server';
import { AppLayout } from '~/shell/AppLayout';
import { ClientServices } from '~/shell/ClientServices';
import { ErrorPage } from '~/shell/ErrorPage';
import { DocsThemeProvider } from '~/shell/theme/DocsThemeProvider';
import { errorPageMeta } from '~/seo/seo-meta';
import type { ShellSettings } from '~/shell/theme/shell-settings';

/**
 * The layout of every docs page: the theme provider, the shell (app bar,
 * navigation, contents) and the browser services (ads, analytics). Routes
 * outside it, such as /playground, get none of them.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { direction, dense } = context.pageVariant;
  return json({
    navigation: getNavigation(),
    shellSettings: { direction, dense } satisfies ShellSettings,
    repositoryUrl: env.SOURCE_REPOSITORY_URL,
    clientConfig: publicConfig(),
  });
}

/** The shell's data does not change within a visit: direction and density live in the browser once loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/**
 * The head of the error page. A page whose loader throws (a 404 among them)
 * renders this layout's error boundary, and Remix then calls the meta of the
 * routes down to this one only: a page route's own "not found" meta is never
 * used. Any other page's meta replaces this one's.
 */
export const meta: MetaFunction = ({ error }) => errorPageMeta(error);

/** A full-screen demo (`/x/<page>/demos/<DemoName>/`) keeps the theme but not the app bar and navigation. */
function useIsFullScreenDemo(): boolean {
  return useMatches().some((match) => (match.data as { kind?: unknown } | undefined)?.kind === 'demo');
}

function DocsShell({ children }: { children: React.ReactNode }) {
  // By id rather than useLoaderData: the error boundary renders the shell too.
  const data = useRouteLoaderData<typeof loader>(DOCS_LAYOUT_ROUTE_ID);
  const fullScreen = useIsFullScreenDemo();
  if (!data) return children;
  const { navigation, shellSettings, repositoryUrl, clientConfig } = data;
  return (
    <DocsThemeProvider initial={shellSettings}>
      <ClientServices config={clientConfig}>
        {fullScreen ? (
          children
        ) : (
          <AppLayout navigation={navigation} repositoryUrl={repositoryUrl}>
            {children}
          </AppLayout>
        )}
      </ClientServices>
    </DocsThemeProvider>
  );
}

export default function DocsLayout() {
  return (
    <DocsShell>
      <Outlet />
    </DocsShell>
  );
}

/** A page that fails or does not exist still shows the shell, with the way back to the families. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <DocsShell>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </DocsShell>
  );
}
