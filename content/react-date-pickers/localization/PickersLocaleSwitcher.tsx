import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from 'stylis-plugin-rtl';
import dayjs from 'dayjs';
import 'dayjs/locale/de.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/ja.js';
import 'dayjs/locale/he.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE, enUS, frFR, heIL, jaJP } from '@mui/x-date-pickers/locales';

// Each language needs the pickers' texts (a locale of @mui/x-date-pickers)
// and the date library's locale (month names, formats, first day of the
// week), changed together. Your own texts, such as the field's label, are yours.
const languages = {
  en: { label: 'English', field: 'Date', dayjsLocale: 'en', dir: 'ltr', texts: enUS },
  de: { label: 'Deutsch', field: 'Datum', dayjsLocale: 'de', dir: 'ltr', texts: deDE },
  fr: { label: 'Français', field: 'Date', dayjsLocale: 'fr', dir: 'ltr', texts: frFR },
  ja: { label: '日本語', field: '日付', dayjsLocale: 'ja', dir: 'ltr', texts: jaJP },
  he: { label: 'עברית', field: 'תאריך', dayjsLocale: 'he', dir: 'rtl', texts: heIL },
} as const;

type Language = keyof typeof languages;

// Styles written through this cache have left and right swapped (padding, margins, borders).
const rtlCache = createCache({ key: 'pickers-rtl', stylisPlugins: [rtlPlugin] });

function Direction({ dir, children }: { dir: 'ltr' | 'rtl'; children: React.ReactNode }) {
  const themed = (
    <ThemeProvider theme={(outer: Theme) => ({ ...outer, direction: dir })}>{children}</ThemeProvider>
  );
  return dir === 'rtl' ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
}

// 14 July 2025: a fixed date, so that the page is the same on the server and in the browser.
const bastilleDay = dayjs('2025-07-14');

export default function PickersLocaleSwitcher() {
  const [language, setLanguage] = React.useState<Language>('en');
  const { field, dayjsLocale, dir, texts } = languages[language];

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        aria-label="Language"
        onChange={(_event, next: Language | null) => {
          if (next) setLanguage(next);
        }}
        sx={{ flexWrap: 'wrap', alignSelf: 'flex-start' }}
      >
        {(Object.keys(languages) as Language[]).map((key) => (
          <ToggleButton key={key} value={key} lang={languages[key].dayjsLocale}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* dir tells the browser the reading direction; the theme's direction tells the pickers. */}
      <Box dir={dir} lang={dayjsLocale}>
        <Direction dir={dir}>
          <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale={dayjsLocale}
            localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
          >
            <Stack spacing={2} sx={{ maxWidth: 320 }}>
              <DatePicker
                label={field}
                defaultValue={bastilleDay}
                // The popup (a popper on desktop, a dialog on mobile) opens in a portal
                // outside this box: give it the direction too.
                slotProps={{ popper: { dir }, dialog: { dir } }}
              />
              <StaticDatePicker
                orientation="portrait"
                defaultValue={bastilleDay}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            </Stack>
          </LocalizationProvider>
        </Direction>
      </Box>
    </Stack>
  );
}
