import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import StarBorder from '@mui/icons-material/StarBorder';
import Star from '@mui/icons-material/Star';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Playlist {
  id: number;
  name: string;
  tracks: number;
  favorite: boolean;
}

const initialRows: Playlist[] = [
  { id: 1, name: 'Morning run', tracks: 24, favorite: true },
  { id: 2, name: 'Deep focus', tracks: 58, favorite: false },
  { id: 3, name: 'Sunday jazz', tracks: 31, favorite: false },
  { id: 4, name: 'Road trip 2024', tracks: 112, favorite: true },
  { id: 5, name: 'Kitchen disco', tracks: 45, favorite: false },
];

export default function CustomActionsColumn() {
  const [rows, setRows] = React.useState(initialRows);
  const nextId = React.useRef(initialRows.length + 1);

  const toggleFavorite = React.useCallback((id: GridRowId) => {
    setRows((prev) =>
      prev.map((row) => (row.id === id ? { ...row, favorite: !row.favorite } : row)),
    );
  }, []);

  const duplicate = React.useCallback((id: GridRowId) => {
    setRows((prev) => {
      const source = prev.find((row) => row.id === id);
      if (!source) {
        return prev;
      }
      const copy = { ...source, id: nextId.current, name: `${source.name} (copy)` };
      nextId.current += 1;
      return [...prev, copy];
    });
  }, []);

  const remove = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  }, []);

  // The callbacks are stable, so the columns are built once.
  const columns = React.useMemo<GridColDef<Playlist>[]>(
    () => [
      { field: 'name', headerName: 'Playlist', flex: 1, minWidth: 160 },
      { field: 'tracks', headerName: 'Tracks', type: 'number', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: (params) => [
          <GridActionsCellItem
            key="favorite"
            icon={params.row.favorite ? <Star /> : <StarBorder />}
            label={
              params.row.favorite ? 'Remove from favorites' : 'Add to favorites'
            }
            onClick={() => toggleFavorite(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopy fontSize="small" />}
            label="Duplicate"
            showInMenu
            onClick={() => duplicate(params.id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlined fontSize="small" />}
            label="Delete"
            showInMenu
            onClick={() => remove(params.id)}
          />,
        ],
      },
    ],
    [toggleFavorite, duplicate, remove],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
