import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { resolveDocsPath } from '~/content/content-path';
import { getPageRecord } from '~/content/pages.server';
import {
  demoCodeHash,
  parseCodeStyling,
  parseCodeVariant,
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  type CodePreferences,
} from '~/preferences/code-preferences';
import { serializePreferenceCookie } from '~/preferences/cookies.server';
import { NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';

const DEMO_NAME = /^[A-Z][A-Za-z0-9]{0,100}$/;

/**
 * Where a form without JavaScript returns to: the page it came from (only a
 * docs page that exists) and, when it names one of that page's demos, the
 * anchor of that demo's code in the newly chosen variant and styling.
 */
function returnLocation(returnTo: FormDataEntryValue | null, demoName: FormDataEntryValue | null, preferences: CodePreferences): string {
  const resolution = typeof returnTo === 'string' ? resolveDocsPath(returnTo) : null;
  const record = resolution?.kind === 'page' ? getPageRecord(resolution.key) : null;
  if (!record) return '/x/';
  const demo = typeof demoName === 'string' && DEMO_NAME.test(demoName) ? record.demos.find((entry) => entry.name === demoName) : undefined;
  if (!demo) return record.pathname;
  const { codeVariant, codeStyling } = preferences;
  const styling = demo.stylings[codeStyling] ? codeStyling : 'system';
  return `${record.pathname}#${demoCodeHash(demo.name, styling, codeVariant)}`;
}

/**
 * Stores the reader's code preferences. Forms without JavaScript post here
 * with `returnTo` (and `demo`) and land back on their demo; the client's
 * fetcher posts without them and gets JSON, after which Remix revalidates
 * the page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = refusal(request);
  if (refused) return refused;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ ok: false, error: 'Expected a form submission' }, { status: 400, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } });
  }
  const headers = new Headers({ 'Cache-Control': NO_STORE_CACHE_CONTROL });
  const codeVariant = parseCodeVariant(form.get('codeVariant'));
  const codeStyling = parseCodeStyling(form.get('codeStyling'));
  if (codeVariant) headers.append('Set-Cookie', serializePreferenceCookie(CODE_VARIANT_COOKIE, codeVariant));
  if (codeStyling) headers.append('Set-Cookie', serializePreferenceCookie(CODE_STYLING_COOKIE, codeStyling));

  if (form.has('returnTo')) {
    // The preferences as they stand after this request: the new values over the old cookies.
    const current = context.pageVariant;
    const next = { codeVariant: codeVariant ?? current.codeVariant, codeStyling: codeStyling ?? current.codeStyling };
    return redirect(returnLocation(form.get('returnTo'), form.get('demo'), next), { status: 303, headers });
  }
  const saved = codeVariant !== null || codeStyling !== null;
  return json({ ok: saved }, { status: saved ? 200 : 400, headers });
}

/** A GET here is a reader following a stale link, not an API call. */
export function loader({ request }: LoaderFunctionArgs) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  return redirect('/x/', 302);
}

function methodNotAllowed(): Response {
  return json(
    { ok: false, error: 'Preferences are saved with POST' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': NO_STORE_CACHE_CONTROL } },
  );
}

/**
 * Only this site's own pages may change a reader's preferences: a form on
 * another site posting here would switch them behind the reader's back.
 * Browsers say where a request comes from in Sec-Fetch-Site; a request
 * without it (curl, an old browser) cannot be forged across sites by a page.
 */
function refusal(request: Request): Response | null {
  if (request.method !== 'POST') return methodNotAllowed();
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    return json(
      { ok: false, error: 'Preferences can only be changed from this site' },
      { status: 403, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } },
    );
  }
  return null;
}
