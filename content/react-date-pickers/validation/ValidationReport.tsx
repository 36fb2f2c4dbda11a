import Box from '@mui/material/Box';

interface ValidationReportProps {
  /** The last error onError received. */
  onErrorValue: string | null;
  /** context.validationError from the last onChange, undefined before the first change. */
  contextValue: string | null | undefined;
}

const show = (value: string | null | undefined) =>
  value === undefined ? '—' : JSON.stringify(value);

/** Prints what the two error channels of a picker last reported. */
export function ValidationReport({ onErrorValue, contextValue }: ValidationReportProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        fontFamily: 'monospace',
        fontSize: 13,
        '& dd': { m: 0, fontWeight: 600 },
      }}
    >
      <dt>onError:</dt>
      <dd aria-live="polite">{show(onErrorValue)}</dd>
      <dt>onChange context.validationError:</dt>
      <dd aria-live="polite">{show(contextValue)}</dd>
    </Box>
  );
}
