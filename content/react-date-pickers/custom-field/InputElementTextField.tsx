import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

type InputAttributes = React.InputHTMLAttributes<HTMLInputElement>;

interface NativeTextFieldProps {
  id?: string;
  label?: React.ReactNode;
  name?: string;
  value?: string;
  placeholder?: string;
  autoComplete?: string;
  error?: boolean;
  disabled?: boolean;
  onChange?: InputAttributes['onChange'];
  onClick?: InputAttributes['onClick'];
  onFocus?: InputAttributes['onFocus'];
  onBlur?: InputAttributes['onBlur'];
  inputProps?: InputAttributes & React.RefAttributes<HTMLInputElement>;
  InputProps?: {
    ref?: React.Ref<HTMLDivElement>;
    readOnly?: boolean;
    endAdornment?: React.ReactNode;
  };
}

// A label and an <input>, in place of Material UI's TextField. It takes only the props it knows:
// the field also passes some (`sx`, `ownerState`…) that are not attributes of an <input>.
const NativeTextField = React.forwardRef<HTMLDivElement, NativeTextFieldProps>(
  function NativeTextField(props, ref) {
    const { label, error, inputProps, InputProps } = props;
    const fallbackId = React.useId();
    const id = props.id ?? fallbackId;

    return (
      <div ref={ref} style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        <div ref={InputProps?.ref} style={{ display: 'flex', alignItems: 'center' }}>
          <input
            {...inputProps}
            id={id}
            name={props.name}
            value={props.value}
            placeholder={props.placeholder}
            autoComplete={props.autoComplete}
            disabled={props.disabled}
            readOnly={InputProps?.readOnly}
            onChange={props.onChange}
            onClick={props.onClick}
            onFocus={props.onFocus}
            onBlur={props.onBlur}
            aria-invalid={error}
            style={{
              font: 'inherit',
              padding: '6px 8px',
              borderColor: error ? 'crimson' : undefined,
            }}
          />
          {InputProps?.endAdornment}
        </div>
      </div>
    );
  },
);

export default function InputElementTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        name="invoiceDate"
        defaultValue={dayjs('2025-03-31')}
        // Only a field with one <input> passes `value`, `onChange` and `inputProps` on.
        enableAccessibleFieldDOMStructure={false}
        slots={{ textField: NativeTextField }}
      />
    </LocalizationProvider>
  );
}
