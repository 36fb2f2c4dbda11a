import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import classes from './BasicDataGrid.module.css';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    year: 1958,
    pages: 209,
  },
  {
    id: 2,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    pages: 417,
  },
  {
    id: 3,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  {
    id: 5,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    year: 1989,
    pages: 258,
  },
  {
    id: 6,
    title: 'Americanah',
    author: 'Chimamanda Ngozi Adichie',
    year: 2013,
    pages: 588,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 210 },
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function BasicDataGrid() {
  return (
    <div className={classes.container}>
      <DataGrid rows={rows} columns={columns} className={classes.grid} />
    </div>
  );
}
