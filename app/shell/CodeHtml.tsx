import { styled } from '@mui/material/styles';

/**
 * Server-highlighted code (shiki). Tokens carry their light colour inline and
 * their dark one as a CSS variable; under the dark scheme the variables win.
 */
export const CodeHtml = styled('div')(({ theme }) => ({
  '& pre.shiki': {
    margin: 0,
    padding: theme.spacing(2),
    overflowX: 'auto',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 13,
    lineHeight: 1.6,
    backgroundColor: `${theme.vars.palette.grey[50]} !important`,
    direction: 'ltr',
  },
  [theme.getColorSchemeSelector('dark')]: {
    '& pre.shiki': { backgroundColor: `${theme.vars.palette.grey[900]} !important` },
    '& pre.shiki span': { color: 'var(--shiki-dark) !important' },
  },
}));
