import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Folder ids end with a slash; every other id is the path of a Markdown endpoint.
const endpoints: TreeViewBaseItem[] = [
  { id: '/llms.txt', label: 'llms.txt' },
  { id: '/llms-full.txt', label: 'llms-full.txt' },
  {
    id: '/x/',
    label: 'x',
    children: [
      { id: '/x/introduction.md', label: 'introduction.md' },
      {
        id: '/x/introduction/',
        label: 'introduction',
        children: [
          { id: '/x/introduction/installation.md', label: 'installation.md' },
          { id: '/x/introduction/licensing.md', label: 'licensing.md' },
          { id: '/x/introduction/support.md', label: 'support.md' },
          { id: '/x/introduction/mcp.md', label: 'mcp.md' },
          {
            id: '/x/introduction/priority-support.md',
            label: 'priority-support.md',
          },
          { id: '/x/introduction/roadmap.md', label: 'roadmap.md' },
        ],
      },
      {
        id: '/x/guides/',
        label: 'guides',
        children: [{ id: '/x/guides/telemetry.md', label: 'telemetry.md' }],
      },
      { id: '/x/react-data-grid.md', label: 'react-data-grid.md' },
      { id: '/x/react-date-pickers.md', label: 'react-date-pickers.md' },
      { id: '/x/react-charts.md', label: 'react-charts.md' },
      { id: '/x/react-tree-view.md', label: 'react-tree-view.md' },
    ],
  },
];

function describe(path: string) {
  if (path === '/llms.txt') {
    return 'Index of every page, with links to their Markdown.';
  }
  if (path === '/llms-full.txt') {
    return 'All pages in one file. Large: fetch it only when you need everything.';
  }
  const pageUrl = path.replace(/\.md$/, '/');
  return `Markdown of ${pageUrl}, also served there with Accept: text/markdown.`;
}

export default function MarkdownEndpoints() {
  const [selected, setSelected] = React.useState<string | null>('/llms.txt');
  const file = selected !== null && !selected.endsWith('/') ? selected : null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ minWidth: 260, flex: '1 1 260px' }}>
        <RichTreeView
          items={endpoints}
          defaultExpandedItems={['/x/', '/x/introduction/']}
          selectedItems={selected}
          onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: '1 1 280px', alignSelf: 'start' }}>
        {file ? (
          <React.Fragment>
            <Typography component="p" variant="subtitle2">{file}</Typography>
            <Typography variant="body2" sx={{ my: 1 }}>
              {describe(file)}
            </Typography>
            <Typography
              component="code"
              variant="body2"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {`curl https://docs.example.com${file}`}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a file to see its URL.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
