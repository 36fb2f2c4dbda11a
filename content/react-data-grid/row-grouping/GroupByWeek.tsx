import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { commits, type Commit } from './mui-x-commits';

// Monday of the commit's week, so that the groups sort in time order.
function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return `Week of ${day.toISOString().slice(0, 10)}`;
}

const columns: GridColDef<Commit>[] = [
  {
    field: 'date',
    headerName: 'Date',
    width: 120,
    groupingValueGetter: (value: string) => weekOf(value),
  },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 260 },
];

export default function GroupByWeek() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={columns}
        groupingColDef={{ width: 220 }}
        initialState={{
          rowGrouping: { model: ['date'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
      />
    </div>
  );
}
