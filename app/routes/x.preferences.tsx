import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { parseCodeStyling, parseCodeVariant, CODE_STYLING_COOKIE, CODE_VARIANT_COOKIE } from '~/preferences/code-preferences';
import { serializePreferenceCookie } from '~/preferences/cookies.server';
import { NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';

/** Only a path on this site (with an optional demo anchor) may be a redirect target. */
const SAFE_RETURN_PATH = /^\/x\/(?:[a-z0-9-]+\/)*(?:#[A-Za-z0-9_.-]{1,200})?$/;

/**
 * Stores the reader's code preferences. Forms without JavaScript post here
 * with a `redirectTo` and land back on their demo; the client's fetcher posts
 * without one and gets JSON, after which Remix revalidates the page.
 */
export async function action({ request }: ActionFunctionArgs) {
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

  const redirectTo = form.get('redirectTo');
  if (typeof redirectTo === 'string') {
    return redirect(SAFE_RETURN_PATH.test(redirectTo) ? redirectTo : '/x/', { status: 303, headers });
  }
  const saved = codeVariant !== null || codeStyling !== null;
  return json({ ok: saved }, { status: saved ? 200 : 400, headers });
}

/** A GET here is a reader following a stale link, not an API call. */
export function loader() {
  return redirect('/x/', 302);
}
