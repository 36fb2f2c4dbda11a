import { useEffect } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { errorPageMeta } from '~/seo/seo-meta';
import { json } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { ANALYTICS_BOOTSTRAP_SCRIPT } from '~/analytics/gtag';
import { PACKAGE_MANAGER_INIT_SCRIPT } from '~/content/package-manager';
import { env } from '~/lib/env.server';
import { installLicenseKey } from '~/licensing/license-key';
import { EmotionInsertionPoint } from '~/shell/emotion/CriticalStyles';
import { ErrorPage } from '~/shell/ErrorPage';
import { useLightOnlyDocument } from '~/shell/document-handle';
import { COLOR_SCHEME_INIT_SCRIPT } from '~/shell/theme/color-scheme-script';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE, type ColorMode } from '~/shell/theme/theme-state';
import { DEFAULT_SHELL_SETTINGS, DENSE_VALUE, DENSITY_ATTRIBUTE, type ShellSettings } from '~/shell/theme/shell-settings';
import { FONT_FACES_CSS, FONT_PRELOADS } from '~/shell/fonts';
import { FirstDemoPreloads } from '~/demos/FirstDemoPreloads';
import { CodePreferencesSaver } from '~/preferences/use-code-preferences';
import { FollowLinkProvider } from '~/ui/AppLink';
import { cssBundle } from '~/shell/css-bundle.server';

/**
 * The icon is a PNG (rendered from favicon.svg beside it), not the SVG itself:
 * Chromium downloads the icon again after every client-side navigation, and an
 * SVG icon is loaded as a document of its own on the page's main thread, about
 * 10 ms in the middle of each navigation here.
 */
export const links: LinksFunction = () => [
  ...FONT_PRELOADS,
  { rel: 'icon', href: '/x/static/favicon.png', type: 'image/png', sizes: '64x64' },
];

/** The document's own data: what <html> needs for the reader's first frame, and the licence key. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { colorMode, direction, dense } = context.pageVariant;
  return json({
    colorMode,
    shellSettings: { direction, dense } satisfies ShellSettings,
    licenseKey: env.MUI_X_LICENSE_KEY,
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

function Document(props: { colorMode: ColorMode; shellSettings: ShellSettings; cssBundleHref?: string | null; children: React.ReactNode }) {
  const { colorMode, shellSettings, cssBundleHref, children } = props;
  useHydrationMarker();
  const lightOnly = useLightOnlyDocument();
  const scheme = lightOnly ? 'light' : colorMode === 'light' || colorMode === 'dark' ? colorMode : undefined;
  const headScript = (lightOnly ? '' : COLOR_SCHEME_INIT_SCRIPT) + PACKAGE_MANAGER_INIT_SCRIPT + ANALYTICS_BOOTSTRAP_SCRIPT;
  const density = shellSettings.dense ? DENSE_VALUE : undefined;
  return (
    // The head script may set the scheme attribute before React hydrates; the shell sets dir and density when the reader changes them.
    <html
      lang="en"
      dir={shellSettings.direction}
      {...{ [COLOR_SCHEME_ATTRIBUTE]: scheme, [DENSITY_ATTRIBUTE]: density }}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={lightOnly ? 'light' : 'light dark'} />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES_CSS }} />
        <Links />
        {cssBundleHref && <link rel="stylesheet" href={cssBundleHref} />}
        <EmotionInsertionPoint />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <FirstDemoPreloads />
      </body>
    </html>
  );
}

export default function App() {
  const { colorMode, shellSettings, licenseKey, cssBundleHref } = useLoaderData<typeof loader>();
  // Before any Pro or Premium demo renders, on the server and in the browser.
  installLicenseKey(licenseKey);
  return (
    <Document colorMode={colorMode} shellSettings={shellSettings} cssBundleHref={cssBundleHref}>
      <FollowLinkProvider>
        <CodePreferencesSaver>
          <Outlet />
        </CodePreferencesSaver>
      </FollowLinkProvider>
    </Document>
  );
}

/** Only an error reaches here with no route's meta below: outside the docs layout (the playground). */
export const meta: MetaFunction = ({ error }) => errorPageMeta(error);

/** Only what fails before any layout could render: the docs layout has its own boundary, inside the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <Document
      colorMode={data?.colorMode ?? DEFAULT_COLOR_MODE}
      shellSettings={data?.shellSettings ?? DEFAULT_SHELL_SETTINGS}
      cssBundleHref={data?.cssBundleHref}
    >
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </Document>
  );
}
