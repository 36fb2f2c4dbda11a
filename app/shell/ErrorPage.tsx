import { Link as RemixLink } from '@remix-run/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const FAMILIES = [
  { href: '/x/react-data-grid/', label: 'Data Grid' },
  { href: '/x/react-date-pickers/', label: 'Date and Time Pickers' },
  { href: '/x/react-charts/', label: 'Charts' },
  { href: '/x/react-tree-view/', label: 'Tree View' },
];

/** The 404 and 500 pages. Never shows error details: they are logged on the server. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 3, py: 8 }}>
      <Typography variant="overline" color="text.secondary">
        Error {status}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {notFound ? 'This page does not exist' : 'Something went wrong'}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {notFound
          ? 'The link may be out of date, or the address mistyped. These pages are a good place to start again:'
          : 'The server could not show this page. Try again in a moment; if it keeps happening, the problem is on our side.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RemixLink} to="/x/introduction/" variant="contained">
          Introduction
        </Button>
        {FAMILIES.map((family) => (
          <Button key={family.href} component={RemixLink} to={family.href} variant="outlined">
            {family.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
