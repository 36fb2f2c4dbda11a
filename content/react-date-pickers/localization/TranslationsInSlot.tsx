import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import 'dayjs/locale/de.js';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerActionsContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { deDE } from '@mui/x-date-pickers/locales';

// A replacement action bar that reuses the translated labels of the picker it sits in.
function CompactActionBar(props: PickersActionBarProps) {
  const translations = usePickerTranslations();
  const { clearValue, acceptValueChanges } = usePickerActionsContext();

  return (
    <DialogActions className={props.className} sx={{ justifyContent: 'space-between' }}>
      <Button size="small" color="inherit" onClick={clearValue}>
        {translations.clearButtonLabel}
      </Button>
      <Button size="small" variant="contained" onClick={acceptValueChanges}>
        {translations.okButtonLabel}
      </Button>
    </DialogActions>
  );
}

export default function TranslationsInSlot() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="de"
      localeText={deDE.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <StaticDatePicker
        orientation="portrait"
        defaultValue={dayjs('2025-10-03')}
        slots={{ actionBar: CompactActionBar }}
        sx={{ maxWidth: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
