import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link as RemixLink, useLoaderData } from '@remix-run/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEARCH_CACHE_CONTROL } from '~/lib/cache-control';
import { groupHits } from '~/search/search-engine';
import { searchDocs } from '~/search/search.server';
import { SearchHitText } from '~/search/SearchHitText';
import { documentTitle } from '~/seo/seo-meta';

/** Search without JavaScript (and the page the dialog's "all results" would be): `GET /x/search/?q=…`. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  return json(searchDocs(query), { headers: { 'Cache-Control': SEARCH_CACHE_CONTROL } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.query ? `Search: ${data.query}` : 'Search') },
  // Result lists are not pages: they would only compete with the pages they list.
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchPage() {
  const { query, hits, message } = useLoaderData<typeof loader>();
  const groups = groupHits(hits);
  return (
    <Box sx={{ px: { xs: 2, sm: 4 }, py: 4, maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Search the docs
      </Typography>
      <Box component={Form} method="get" action="/x/search/" role="search" sx={{ display: 'flex', gap: 1, mb: 3 }}>
        <TextField key={query} name="q" type="search" label="Search" defaultValue={query} size="small" fullWidth inputProps={{ maxLength: 2048 }} />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      <Box aria-live="polite">
        {message ? (
          <Typography role="alert">{message}</Typography>
        ) : query === '' ? (
          <Typography color="text.secondary">Type a component, a prop or a feature: “DataGrid”, “sortModel”, “date range”.</Typography>
        ) : hits.length === 0 ? (
          <Typography>
            No pages match <strong>“{query}”</strong>. Check the spelling, or try a shorter or more general word.
          </Typography>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {hits.length} {hits.length === 1 ? 'result' : 'results'} for <strong>“{query}”</strong>
          </Typography>
        )}
      </Box>
      {groups.map(({ group, hits: groupHitList }) => (
        <Box component="section" key={group} sx={{ mb: 3 }}>
          <Typography variant="overline" component="h2" color="text.secondary">
            {group}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {groupHitList.map((hit) => (
              <li key={hit.id}>
                <Link component={RemixLink} to={hit.url} underline="none" color="inherit" sx={{ display: 'block', py: 1, px: 1.5, borderRadius: 1, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}>
                  <SearchHitText hit={hit} />
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
