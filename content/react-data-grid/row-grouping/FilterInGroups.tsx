import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const authors = ['Bernardo Belchior', 'Jose C Quintas Jr', 'Lukas Tyla'];

const byAuthor = (author: string): GridFilterModel => ({
  items: author ? [{ field: 'author', operator: 'equals', value: author }] : [],
});

export default function FilterInGroups() {
  const apiRef = useGridApiRef();
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(byAuthor('Lukas Tyla'));
  const [summary, setSummary] = React.useState('Counting the rows…');
  const author = filterModel.items.find((item) => item.field === 'author')?.value ?? '';

  // The rows that pass the filter include the group rows kept for them.
  React.useEffect(() => {
    const count = () => {
      const nodes = gridFilteredSortedRowIdsSelector(apiRef).map((id) => apiRef.current?.getRowNode(id));
      const groups = nodes.filter((node) => node?.type === 'group').length;
      setSummary(`${groups} product groups, ${nodes.length - groups} commits`);
    };
    count();
    return apiRef.current?.subscribeEvent('filteredRowsSet', count);
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="Author"
        value={author}
        onChange={(event) => setFilterModel(byAuthor(event.target.value))}
        sx={{ minWidth: 220, alignSelf: 'flex-start' }}
      >
        <MenuItem value="">Everyone</MenuItem>
        {authors.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ rowGrouping: { model: ['product'] } }}
        />
      </Box>
      <Typography variant="body2" data-testid="filtered-groups">
        {summary}
      </Typography>
    </Stack>
  );
}
