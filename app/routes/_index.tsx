import { redirect } from '@remix-run/node';

/** The site lives under /x/; the bare origin sends readers there. */
export function loader() {
  return redirect('/x/', 301);
}
