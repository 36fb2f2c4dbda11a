import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface RepositoryEntry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  childrenCount: number;
}

// A listing saved from mui/mui-x v6.0.0. The grids then lived in packages/grid and the licence
// in packages/x-license-pro; both folders are gone in v8.7.0, so the server answers 404 when the
// tree asks for their contents.
const packages: RepositoryEntry[] = [
  { id: 'packages/grid', label: 'grid', kind: 'folder', childrenCount: 4 },
  { id: 'packages/x-date-pickers', label: 'x-date-pickers', kind: 'folder', childrenCount: 6 },
  { id: 'packages/x-license-pro', label: 'x-license-pro', kind: 'folder', childrenCount: 7 },
];

export default function ErrorHandling() {
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const [dataSource] = React.useState(() => ({
    getTreeItems: async (parentId?: string) => {
      const key = parentId ?? 'root';
      const response = await fetch(`/x/data/repository-tree?parent=${encodeURIComponent(parentId ?? '')}`);
      if (!response.ok) {
        const { error } = (await response.json()) as { error: string };
        setErrors((previous) => ({ ...previous, [key]: `${response.status}: ${error}` }));
        // Throwing marks the item as failed: it stays closed and shows the errorIcon slot.
        throw new Error(error);
      }
      setErrors(({ [key]: _fixed, ...others }) => others);
      return ((await response.json()) as { items: RepositoryEntry[] }).items;
    },
    getChildrenCount: (entry: RepositoryEntry) => entry.childrenCount,
  }));

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Box sx={{ height: 260, overflowY: 'auto' }}>
        <RichTreeViewPro items={packages} dataSource={dataSource} />
      </Box>
      {/* The tree marks a failed item with a small red dot only: say what happened in words. */}
      <Box role="status">
        {Object.entries(errors).map(([itemId, message]) => (
          <Alert key={itemId} severity="error" sx={{ mb: 1 }}>
            Could not open <code>{itemId}</code> ({message}). Try again by expanding it.
          </Alert>
        ))}
      </Box>
    </Stack>
  );
}
