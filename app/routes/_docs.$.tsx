/** Any address no other route answers: the docs 404, inside the shell. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
