import * as React from 'react';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// With `false`, the hook returns what a single <input> needs: value, onChange, inputRef…
type PlainDateFieldProps = DatePickerFieldProps & { enableAccessibleFieldDOMStructure: false };

function PlainDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext();
  const field = useDateField<false, PlainDateFieldProps>({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <div ref={picker.triggerRef} style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
      {/* The picker's popup is labelled by `${id}-label`, as with the built-in fields. */}
      <label id={field.id && `${field.id}-label`} style={{ display: 'grid', gap: 4 }}>
        {picker.label}
        <input
          ref={field.inputRef}
          id={field.id}
          value={field.value}
          onChange={field.onChange}
          onClick={field.onClick}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
          onKeyDown={field.onKeyDown}
          onPaste={field.onPaste}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          disabled={field.disabled}
          readOnly={field.readOnly}
          aria-invalid={field.error}
          style={{
            font: 'inherit',
            padding: '6px 8px',
            borderColor: field.error ? 'crimson' : undefined,
          }}
        />
      </label>
      {picker.triggerStatus !== 'hidden' && (
        <button
          type="button"
          aria-label={field.openPickerAriaLabel}
          disabled={picker.triggerStatus === 'disabled'}
          onClick={() => picker.setOpen((open) => !open)}
          style={{ padding: 6, display: 'flex' }}
        >
          <CalendarMonthIcon fontSize="small" />
        </button>
      )}
    </div>
  );
}

export default function PlainInputDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="World Cup final"
        // FIFA: the 2026 final is scheduled for 19 July 2026 at MetLife Stadium, New Jersey.
        defaultValue={dayjs('2026-07-19')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: PlainDateField }}
      />
    </LocalizationProvider>
  );
}
