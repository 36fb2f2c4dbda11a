import { styled } from '@mui/material/styles';

/** Typography for prose compiled from MDX: headings, anchors, lists, tables and code. */
export const MarkdownBody = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.vars.palette.text.primary,
  lineHeight: 1.7,
  '& h1': { ...theme.typography.h3, fontWeight: 700, margin: theme.spacing(2, 0, 1) },
  '& h2': { ...theme.typography.h5, fontWeight: 600, margin: theme.spacing(5, 0, 1.5) },
  '& h3': { ...theme.typography.h6, margin: theme.spacing(3, 0, 1) },
  '& h2, & h3, & h4': { scrollMarginTop: 80 },
  '& .anchor-link': {
    marginInlineStart: theme.spacing(1),
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
  },
  '& h2:hover .anchor-link, & h3:hover .anchor-link, & h4:hover .anchor-link, & .anchor-link:focus-visible': { opacity: 1 },
  '& p, & ul, & ol': { margin: theme.spacing(0, 0, 2) },
  '& a:not(.anchor-link)': { color: theme.vars.palette.primary.main, textUnderlineOffset: 3 },
  // On the grey of inline code the main blue falls below 4.5:1; the darker shade keeps links readable.
  '& code a:not(.anchor-link), & a:not(.anchor-link) > code': { color: theme.vars.palette.primary.dark },
  '& :not(pre) > code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    padding: '0.1em 0.35em',
    borderRadius: 4,
    backgroundColor: theme.vars.palette.action.hover,
  },
  '& pre': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 13,
    lineHeight: 1.6,
    overflowX: 'auto',
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.vars.palette.action.hover,
    margin: theme.spacing(0, 0, 2),
  },
  '& table': { borderCollapse: 'collapse', width: '100%', margin: theme.spacing(0, 0, 2), display: 'block', overflowX: 'auto' },
  '& th, & td': { textAlign: 'start', padding: theme.spacing(1, 1.5), borderBottom: `1px solid ${theme.vars.palette.divider}` },
  '& th': { fontWeight: 600 },
  '& blockquote': {
    margin: theme.spacing(0, 0, 2),
    padding: theme.spacing(1, 2),
    borderInlineStart: `4px solid ${theme.vars.palette.primary.main}`,
    backgroundColor: theme.vars.palette.action.hover,
  },
}));
