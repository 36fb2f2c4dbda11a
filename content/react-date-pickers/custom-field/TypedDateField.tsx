import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The 2025 Tour de France: Grand Départ in Lille on 5 July, finish in Paris on 27 July.
const grandDepart = dayjs('2025-07-05');
const finish = dayjs('2025-07-27');

// The reader types the whole date freely; the text is parsed only when the input loses focus.
function FreeTextDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  const placeholder = useParsedFormat();
  const { validationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  const shown = adapter.isValid(picker.value)
    ? adapter.formatByString(picker.value, picker.fieldFormat)
    : '';
  // `over` is the text the draft was typed over: a date picked in the calendar changes `shown`
  // and so replaces the draft.
  const [draft, setDraft] = React.useState<{ text: string; over: string } | null>(null);
  const text = draft !== null && draft.over === shown ? draft.text : shown;

  const commit = () => {
    if (draft === null || draft.over !== shown) {
      return;
    }
    const parsed = adapter.parse(draft.text.trim(), picker.fieldFormat);
    picker.setValue(parsed, { shouldClose: false });
    // An unreadable date becomes an invalid value (shown as ''); keep the text so it can be fixed.
    setDraft(parsed === null || adapter.isValid(parsed) ? null : { text: draft.text, over: '' });
  };

  let helperText = `Between ${grandDepart.format('D')} and ${finish.format('D MMMM YYYY')}`;
  if (validationError === 'invalidDate') {
    helperText = `Type the date as ${placeholder}`;
  } else if (validationError !== null) {
    helperText = 'Outside the dates of the Tour';
  }

  return (
    <TextField
      {...forwardedProps}
      ref={ref}
      label={picker.label}
      name={picker.name}
      value={text}
      placeholder={placeholder}
      error={validationError !== null}
      helperText={helperText}
      disabled={picker.disabled}
      onChange={(event) => setDraft({ text: event.target.value, over: shown })}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{
        input: {
          readOnly: picker.readOnly,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translations.openDatePickerDialogue(shown || null)}
                onClick={() => picker.setOpen((open) => !open)}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function TypedDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Day at the roadside"
        format="DD/MM/YYYY"
        defaultValue={grandDepart}
        minDate={grandDepart}
        maxDate={finish}
        slots={{ field: FreeTextDateField }}
        sx={{ width: 300, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
