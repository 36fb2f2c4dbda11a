import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import 'dayjs/locale/de.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/it.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerAdapter, usePickerContext } from '@mui/x-date-pickers/hooks';
import { deDE, frFR, itIT } from '@mui/x-date-pickers/locales';

// Empty, the chip shows the picker's format spelled in the reader's language.
function DateChipField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  const adapter = usePickerAdapter();
  const placeholder = useParsedFormat();
  const text = picker.value?.isValid()
    ? adapter.formatByString(picker.value, picker.fieldFormat)
    : placeholder;

  return (
    <Chip
      id={props.id}
      ref={picker.triggerRef}
      icon={<EventIcon />}
      label={
        <React.Fragment>
          {picker.label}: {text}
        </React.Fragment>
      }
      variant={picker.open ? 'filled' : 'outlined'}
      color={picker.value ? 'primary' : 'default'}
      disabled={picker.disabled}
      onClick={() => picker.setOpen((open) => !open)}
      onDelete={picker.value ? picker.clearValue : undefined}
    />
  );
}

// Three of Switzerland's national languages; the calendars open on the first day of the
// Montreux Jazz Festival 2025 (4 to 19 July, montreuxjazzfestival.com).
const languages = [
  { locale: 'de', label: 'Anreise', texts: deDE },
  { locale: 'fr', label: 'Arrivée', texts: frFR },
  { locale: 'it', label: 'Arrivo', texts: itIT },
];
const festivalOpening = dayjs('2025-07-04');

export default function LocalizedPlaceholderChip() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {languages.map(({ locale, label, texts }) => (
        <LocalizationProvider
          key={locale}
          dateAdapter={AdapterDayjs}
          adapterLocale={locale}
          localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <DatePicker
            label={label}
            referenceDate={festivalOpening}
            slots={{ field: DateChipField }}
          />
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
