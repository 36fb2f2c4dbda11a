import * as React from 'react';
import { useForkRef } from '@mui/material/utils';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  unstable_useMultiInputRangeField as useMultiInputRangeField,
} from '@mui/x-date-pickers-pro/hooks';
import { useDateRangeManager } from '@mui/x-date-pickers-pro/managers';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import {
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';

function PlainRangeField(props: DateRangePickerFieldProps) {
  const picker = usePickerContext();
  const translations = usePickerTranslations();
  const manager = useDateRangeManager({ enableAccessibleFieldDOMStructure: false });
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const field = useMultiInputRangeField({
    manager,
    internalProps: {
      ...internalProps,
      enableAccessibleFieldDOMStructure: false,
      // As the built-in field does: on touch screens the inputs only open the dialog.
      readOnly: picker.readOnly || picker.variant === 'mobile',
    },
    rootProps: forwardedProps,
    startTextFieldProps: {},
    endTextFieldProps: {},
  });
  // The root must hold both inputs: moving the focus outside of it closes the popup.
  const ref = useForkRef(picker.rootRef, picker.triggerRef);

  const input = (title: string, response: typeof field.startTextField) => {
    // What is left once the non-attributes are out goes straight onto the <input>.
    const { inputRef, error, focused, enableAccessibleFieldDOMStructure, ...inputProps } =
      response;
    return (
      <label style={{ display: 'grid', gap: 4 }}>
        {title}
        <input
          {...inputProps}
          ref={inputRef}
          aria-invalid={error}
          size={12}
          style={{ font: 'inherit', padding: '6px 8px' }}
        />
      </label>
    );
  };

  return (
    <div {...field.root} ref={ref} style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
      {input(translations.start, field.startTextField)}
      <span aria-hidden="true" style={{ paddingBottom: 8 }}>
        →
      </span>
      {input(translations.end, field.endTextField)}
    </div>
  );
}

// Montreux Jazz Festival 2025: 4 to 19 July (montreuxjazzfestival.com).
const festival: DateRange<Dayjs> = [dayjs('2025-07-04'), dayjs('2025-07-19')];

export default function PlainInputRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={festival} slots={{ field: PlainRangeField }} />
    </LocalizationProvider>
  );
}
