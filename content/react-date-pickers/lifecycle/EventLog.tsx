import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type PickerEvent = 'onChange' | 'onAccept' | 'onOpen' | 'onClose';

interface Entry {
  id: number;
  event: PickerEvent;
  detail: string;
}

const colours: Record<PickerEvent, string> = {
  onChange: 'info.main',
  onAccept: 'success.main',
  onOpen: 'text.secondary',
  onClose: 'text.secondary',
};

/** A list of the callbacks a picker fired, newest first. */
export function useEventLog() {
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const nextId = React.useRef(0);
  const log = React.useCallback((event: PickerEvent, detail = '') => {
    nextId.current += 1;
    const entry = { id: nextId.current, event, detail };
    setEntries((previous) => [entry, ...previous].slice(0, 10));
  }, []);
  const clear = React.useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}

export function EventLog({ entries, onClear }: { entries: Entry[]; onClear: () => void }) {
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="overline">Events, newest first</Typography>
        <Button size="small" onClick={onClear} disabled={entries.length === 0}>
          Clear log
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-live="polite"
        aria-label="Picker events"
        sx={{
          m: 0,
          p: 1,
          height: 260,
          overflowY: 'auto',
          listStyle: 'none',
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        {entries.length === 0 && <li>Nothing yet: use the picker.</li>}
        {entries.map((entry) => (
          <li key={entry.id}>
            <Box component="span" sx={{ color: colours[entry.event], fontWeight: 700 }}>
              {entry.event}
            </Box>
            {entry.detail && ` ${entry.detail}`}
          </li>
        ))}
      </Box>
    </Stack>
  );
}
