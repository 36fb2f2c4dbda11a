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
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { getNavigation } from '~/navigation/navigation.server';
import { AppLayout } from '~/shell/AppLayout';
import { EmotionInsertionPoint } from '~/shell/emotion/CriticalStyles';
import { ErrorPage } from '~/shell/ErrorPage';
import { createDocsTheme } from '~/shell/theme';
import fontsStylesheet from '~/shell/fonts.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: fontsStylesheet },
  { rel: 'icon', href: '/x/static/favicon.svg', type: 'image/svg+xml' },
];

export async function loader(_: LoaderFunctionArgs) {
  return json({ navigation: getNavigation() });
}

/** The navigation never changes within a build: fetch it once per visit. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

const theme = createDocsTheme();

function Document({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <EmotionInsertionPoint />
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { navigation } = useLoaderData<typeof loader>();
  return (
    <Document>
      <AppLayout navigation={navigation}>
        <Outlet />
      </AppLayout>
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = <ErrorPage status={status} />;
  return <Document>{data ? <AppLayout navigation={data.navigation}>{page}</AppLayout> : page}</Document>;
}
