import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';

interface RepositoryEntry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  childrenCount: number;
}

type CachedChildren = Parameters<DataSourceCache['set']>[1];
interface CacheStats {
  hits: number;
  misses: number;
  size: number;
}

// A cache that never expires and counts its hits and misses. Its keys are the
// parents' ids ('root' for the first level).
class CountingCache implements DataSourceCache {
  private entries = new Map<string, CachedChildren>();

  private stats: CacheStats = { hits: 0, misses: 0, size: 0 };

  constructor(private onChange: (stats: CacheStats) => void) {}

  get(key: string) {
    const value = this.entries.get(key);
    this.report(value === undefined ? { misses: this.stats.misses + 1 } : { hits: this.stats.hits + 1 });
    return value;
  }

  set(key: string, value: CachedChildren) {
    this.entries.set(key, value);
    this.report({});
  }

  clear() {
    this.entries.clear();
    this.report({});
  }

  private report(change: Partial<CacheStats>) {
    this.stats = { ...this.stats, ...change, size: this.entries.size };
    this.onChange(this.stats);
  }
}

export default function CustomCache() {
  const [stats, setStats] = React.useState<CacheStats>({ hits: 0, misses: 0, size: 0 });
  const [cache] = React.useState(() => new CountingCache(setStats));
  const [dataSource] = React.useState(() => ({
    getTreeItems: async (parentId?: string) => {
      const response = await fetch(`/x/data/repository-tree?parent=${encodeURIComponent(parentId ?? '')}`);
      if (!response.ok) throw new Error(`The server answered ${response.status}`);
      return ((await response.json()) as { items: RepositoryEntry[] }).items;
    },
    getChildrenCount: (entry: RepositoryEntry) => entry.childrenCount,
  }));

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" aria-live="polite">
          {stats.size} folders cached, {stats.hits} hits, {stats.misses} misses
        </Typography>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear the cache
        </Button>
      </Stack>
      <Box sx={{ height: 320, overflowY: 'auto' }}>
        <RichTreeViewPro items={[]} dataSource={dataSource} dataSourceCache={cache} />
      </Box>
    </Stack>
  );
}
