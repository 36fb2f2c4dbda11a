import { useEffect } from 'react';
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { json } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { ANALYTICS_BOOTSTRAP_SCRIPT } from '~/analytics/gtag';
import { PACKAGE_MANAGER_INIT_SCRIPT } from '~/content/package-manager';
import { env, publicConfig } from '~/lib/env.server';
import { installLicenseKey } from '~/licensing/license-key';
import { getNavigation } from '~/navigation/navigation.server';
import { AppLayout } from '~/shell/AppLayout';
import { ClientServices } from '~/shell/ClientServices';
import { EmotionInsertionPoint } from '~/shell/emotion/CriticalStyles';
import { ErrorPage } from '~/shell/ErrorPage';
import { isPlaygroundPath } from '~/shell/playground-path';
import { COLOR_SCHEME_INIT_SCRIPT } from '~/shell/theme/color-scheme-script';
import { DocsThemeProvider } from '~/shell/theme/DocsThemeProvider';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE } from '~/shell/theme/theme-state';
import { DEFAULT_SHELL_SETTINGS, DENSE_VALUE, DENSITY_ATTRIBUTE, type ShellSettings } from '~/shell/theme/shell-settings';
import { FONT_FACES_CSS, FONT_PRELOADS } from '~/shell/fonts';
import { cssBundle } from '~/shell/css-bundle.server';

export const links: LinksFunction = () => [
  ...FONT_PRELOADS,
  { rel: 'icon', href: '/x/static/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { colorMode, direction, dense } = context.pageVariant;
  return json({
    navigation: getNavigation(),
    colorMode,
    shellSettings: { direction, dense } satisfies ShellSettings,
    repositoryUrl: env.SOURCE_REPOSITORY_URL,
    licenseKey: env.MUI_X_LICENSE_KEY,
    clientConfig: publicConfig(),
    // Inlined by entry.server when small enough; otherwise linked.
    cssBundleHref: cssBundle().href,
  });
}

/** Nothing the root loads changes within a visit: colour mode, direction and density live in the browser once loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** Marks the document once React has hydrated it: readers' tools and tests can wait for it. */
function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true');
  }, []);
}

function Document(props: { colorMode: string; shellSettings: ShellSettings; cssBundleHref?: string | null; children: React.ReactNode }) {
  const { colorMode, shellSettings, cssBundleHref, children } = props;
  const { pathname } = useLocation();
  useHydrationMarker();
  const scheme = colorMode === 'light' || colorMode === 'dark' ? colorMode : undefined;
  const density = shellSettings.dense ? DENSE_VALUE : undefined;
  return (
    // The head script may set the scheme attribute before React hydrates.
    <html lang="en" dir={shellSettings.direction} {...{ [COLOR_SCHEME_ATTRIBUTE]: scheme, [DENSITY_ATTRIBUTE]: density }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_INIT_SCRIPT + PACKAGE_MANAGER_INIT_SCRIPT + ANALYTICS_BOOTSTRAP_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES_CSS }} />
        <Links />
        {cssBundleHref && <link rel="stylesheet" href={cssBundleHref} />}
        <EmotionInsertionPoint />
      </head>
      <body>
        {isPlaygroundPath(pathname) ? (
          children
        ) : (
          // The baseline and the colour variables come with the theme's styles in the head (theme-styles.server).
          <DocsThemeProvider initial={shellSettings}>{children}</DocsThemeProvider>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { navigation, colorMode, shellSettings, repositoryUrl, licenseKey, clientConfig, cssBundleHref } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // Before any Pro or Premium demo renders, on the server and in the browser.
  installLicenseKey(licenseKey);
  return (
    <Document colorMode={colorMode} shellSettings={shellSettings} cssBundleHref={cssBundleHref}>
      {isPlaygroundPath(pathname) ? (
        <Outlet />
      ) : (
        <ClientServices config={clientConfig}>
          <AppLayout navigation={navigation} repositoryUrl={repositoryUrl}>
            <Outlet />
          </AppLayout>
        </ClientServices>
      )}
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = <ErrorPage status={status} />;
  return (
    <Document colorMode={data?.colorMode ?? DEFAULT_COLOR_MODE} shellSettings={data?.shellSettings ?? DEFAULT_SHELL_SETTINGS} cssBundleHref={data?.cssBundleHref}>
      {data ? (
        <AppLayout navigation={data.navigation} repositoryUrl={data.repositoryUrl}>
          {page}
        </AppLayout>
      ) : (
        page
      )}
    </Document>
  );
}
