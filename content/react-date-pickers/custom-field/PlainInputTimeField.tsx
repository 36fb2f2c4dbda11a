import * as React from 'react';
import ScheduleIcon from '@mui/icons-material/Schedule';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import { unstable_useTimeField as useTimeField } from '@mui/x-date-pickers/TimeField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

type PlainTimeFieldProps = TimePickerFieldProps & { enableAccessibleFieldDOMStructure: false };

function PlainTimeField(props: TimePickerFieldProps) {
  const picker = usePickerContext();
  // Take out what is not an <input> attribute; the rest can be spread on the element.
  const {
    inputRef,
    error,
    focused,
    clearable,
    onClear,
    openPickerAriaLabel,
    enableAccessibleFieldDOMStructure,
    ...inputProps
  } = useTimeField<false, PlainTimeFieldProps>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <div ref={picker.triggerRef} style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
      <label id={inputProps.id && `${inputProps.id}-label`} style={{ display: 'grid', gap: 4 }}>
        {picker.label}
        <input
          {...inputProps}
          ref={inputRef}
          aria-invalid={error}
          size={6}
          style={{ font: 'inherit', padding: '6px 8px' }}
        />
      </label>
      <button
        type="button"
        aria-label={openPickerAriaLabel}
        onClick={() => picker.setOpen((open) => !open)}
        style={{ padding: 6, display: 'flex' }}
      >
        <ScheduleIcon fontSize="small" />
      </button>
    </div>
  );
}

export default function PlainInputTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Kick-off (CEST)"
        // UEFA: the 2025 Champions League final in Munich kicked off at 21:00 on 31 May 2025.
        defaultValue={dayjs('2025-05-31T21:00')}
        ampm={false}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: PlainTimeField }}
      />
    </LocalizationProvider>
  );
}
