import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// 2026 FIFA World Cup: opening match on 11 June, final on 19 July 2026 (FIFA).
const openingMatch = dayjs('2026-06-11');
const finalMatch = dayjs('2026-07-19');

export default function SlotPropsOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Match day"
        minDate={openingMatch}
        maxDate={finalMatch}
        referenceDate={openingMatch}
        slotProps={{
          // A function of the ownerState: the text follows the picker's state.
          textField: (ownerState) => ({
            helperText: ownerState.isPickerOpen
              ? 'Matches run from 11 June to 19 July'
              : ownerState.isPickerValueEmpty
                ? 'No day chosen yet'
                : 'Open the calendar to clear it',
            sx: { width: 300 },
          }),
          // Desktop closes on a click, so it only needs Clear; mobile keeps OK.
          actionBar: (ownerState) => ({
            actions:
              ownerState.pickerVariant === 'desktop' ? ['clear'] : ['clear', 'cancel', 'accept'],
          }),
        }}
      />
    </LocalizationProvider>
  );
}
