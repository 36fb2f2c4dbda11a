import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Open the latest release, and the Charts groups (visible inside it).
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  (node.groupingField === 'release' && node.groupingKey === 'v8.7.0') ||
  (node.groupingField === 'product' && node.groupingKey === 'Charts');

export default function OpenGroups() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </div>
  );
}
