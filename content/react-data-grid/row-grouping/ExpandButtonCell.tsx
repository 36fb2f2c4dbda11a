import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPremium,
  useGridApiContext,
  type DataGridPremiumProps,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

function GroupCell({ id, rowNode }: GridRenderCellParams<Commit>) {
  const apiRef = useGridApiContext();

  if (rowNode.type !== 'group') {
    return null;
  }
  const expanded = !!rowNode.childrenExpanded;
  // With one level of grouping, a group's children are its commits.
  const count = rowNode.children.length;
  const label = `${count} ${count === 1 ? 'commit' : 'commits'}`;

  // This cell replaces the grid's, indentation included: 2 spacing units per level.
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: rowNode.depth * 2 }}>
      <Button
        size="small"
        tabIndex={-1}
        aria-expanded={expanded}
        startIcon={expanded ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
        onClick={(event) => {
          // Keep the click from also selecting the group row.
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !expanded);
        }}
        sx={{ textTransform: 'none' }}
      >
        {String(rowNode.groupingKey)}
      </Button>
      <Chip size="small" variant="outlined" label={label} />
    </Stack>
  );
}

const groupingColDef: DataGridPremiumProps<Commit>['groupingColDef'] = {
  headerName: 'Product',
  width: 340,
  renderCell: (params) => <GroupCell {...params} />,
};

export default function ExpandButtonCell() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['product'] } }}
      />
    </div>
  );
}
