import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD, deDE, enUS, frFR, jaJP } from '@mui/x-data-grid/locales';

interface Product {
  id: number;
  name: string;
  price: number;
  added: string;
}

const rows: Product[] = [
  { id: 1, name: 'Moka pot', price: 34.9, added: '2024-03-05' },
  { id: 2, name: 'Burr grinder', price: 129, added: '2024-05-21' },
  { id: 3, name: 'Pour-over kettle', price: 64.5, added: '2023-11-14' },
  { id: 4, name: 'Milk frother', price: 24.99, added: '2024-01-30' },
  { id: 5, name: 'Cold brew jar', price: 19.5, added: '2023-08-09' },
];

const languages = {
  en: { label: 'English', tag: 'en-US', dir: 'ltr', locale: enUS },
  de: { label: 'Deutsch', tag: 'de-DE', dir: 'ltr', locale: deDE },
  fr: { label: 'Français', tag: 'fr-FR', dir: 'ltr', locale: frFR },
  ja: { label: '日本語', tag: 'ja-JP', dir: 'ltr', locale: jaJP },
  ar: { label: 'العربية', tag: 'ar-SD', dir: 'rtl', locale: arSD },
} as const;

type Language = keyof typeof languages;

// The grid's texts come from the locale; your own texts (headers) and
// your data formats are yours to translate.
const headers: Record<Language, [string, string, string]> = {
  en: ['Product', 'Price', 'Added'],
  de: ['Produkt', 'Preis', 'Hinzugefügt'],
  fr: ['Produit', 'Prix', 'Ajouté le'],
  ja: ['商品', '価格', '追加日'],
  ar: ['المنتج', 'السعر', 'تاريخ الإضافة'],
};

// The grid aligns cell text with physical left/right. Logical values follow
// `dir`, so one rule serves both directions without an RTL style cache.
const logicalAlignment = {
  '& .MuiDataGrid-cell--textLeft': { textAlign: 'start' },
  '& .MuiDataGrid-cell--textRight': { textAlign: 'end' },
} as const;

const englishKeyCount = Object.keys(
  enUS.components.MuiDataGrid.defaultProps.localeText,
).length;

export default function LocaleSwitcher() {
  const [language, setLanguage] = React.useState<Language>('en');
  const { tag, dir, locale } = languages[language];
  const localeText = locale.components.MuiDataGrid.defaultProps.localeText;
  const translatedCount = Object.keys(localeText).length;

  const columns = React.useMemo<GridColDef<Product>[]>(() => {
    const [product, price, added] = headers[language];
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    const date = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    return [
      { field: 'name', headerName: product, flex: 1, minWidth: 160 },
      {
        field: 'price',
        headerName: price,
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => money.format(value),
      },
      {
        field: 'added',
        headerName: added,
        width: 170,
        valueFormatter: (value: string) => date.format(new Date(value)),
      },
    ];
  }, [language, tag]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        onChange={(_event, value: Language | null) => value && setLanguage(value)}
        aria-label="Language"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {(Object.keys(languages) as Language[]).map((key) => (
          <ToggleButton key={key} value={key} lang={languages[key].tag}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* dir sets the reading direction for the browser; the theme's
          direction tells the grid, so its keyboard and scrolling follow. */}
      <Box dir={dir} lang={tag}>
        <ThemeProvider theme={(outer: Theme) => ({ ...outer, direction: dir })}>
          <Box sx={{ height: 400 }}>
            <DataGrid
              rows={rows}
              columns={columns}
              localeText={localeText}
              showToolbar
              checkboxSelection
              sx={logicalAlignment}
              // Menus and panels open in a portal outside this box: pass dir on.
              slotProps={{ basePopper: { material: { dir } } }}
            />
          </Box>
        </ThemeProvider>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        This locale translates {translatedCount} of {englishKeyCount} texts; the
        others fall back to English.
      </Typography>
    </Box>
  );
}
