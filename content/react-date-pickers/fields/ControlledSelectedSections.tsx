import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

const targets: FieldSectionType[] = ['month', 'day', 'year'];

export default function ControlledSelectedSections() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selectedSections, setSelectedSections] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {targets.map((type) => (
            <Button
              key={type}
              size="small"
              variant="outlined"
              // Focus the field and select that section in one call.
              onClick={() => fieldRef.current?.focusField(type)}
            >
              Edit {type}
            </Button>
          ))}
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              fieldRef.current?.focusField();
              setSelectedSections('all');
            }}
          >
            Select all
          </Button>
        </Stack>
        <DateField
          label="Renewal date"
          defaultValue={dayjs('2026-01-15')}
          selectedSections={selectedSections}
          onSelectedSectionsChange={setSelectedSections}
          unstableFieldRef={fieldRef}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          selectedSections: {JSON.stringify(selectedSections)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
