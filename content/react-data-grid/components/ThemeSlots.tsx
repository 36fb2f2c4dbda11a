import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

interface BooleanIconProps {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  titleAccess?: string;
}

// The props are picked, not spread: the grid also passes data-value, and its stylesheet
// gives any boolean icon that carries it a muted colour, over the one asked for here.
const YesIcon = ({ className, fontSize, titleAccess }: BooleanIconProps) => (
  <CheckCircleIcon
    className={className}
    fontSize={fontSize}
    titleAccess={titleAccess}
    color="success"
  />
);
const NoIcon = ({ className, fontSize, titleAccess }: BooleanIconProps) => (
  <RemoveCircleOutlineIcon
    className={className}
    fontSize={fontSize}
    titleAccess={titleAccess}
    color="disabled"
  />
);

// Every grid under this provider draws its booleans with these icons. The page's own theme
// is spread first, so that its palette and its other grid defaults stay.
const withBooleanIcons = (outer: Theme): Theme => {
  const gridDefaults = outer.components?.MuiDataGrid?.defaultProps;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDataGrid: {
        ...outer.components?.MuiDataGrid,
        defaultProps: {
          ...gridDefaults,
          slots: {
            ...gridDefaults?.slots,
            booleanCellTrueIcon: YesIcon,
            booleanCellFalseIcon: NoIcon,
          },
        },
      },
    },
  };
};

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
  {
    field: 'busier',
    headerName: 'Busier than 2019',
    type: 'boolean',
    width: 150,
    valueGetter: (_value, row) => row.y2023 > row.y2019,
  },
];

export default function ThemeSlots() {
  return (
    <ThemeProvider theme={withBooleanIcons}>
      <Box sx={{ height: 380, width: '100%' }}>
        {/* No slots here: the icons come from the theme. */}
        <DataGrid rows={airports} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
