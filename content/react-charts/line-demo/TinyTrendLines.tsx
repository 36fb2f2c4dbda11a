import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

const lastIndex = years.length - 1;

export default function TinyTrendLines() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 160px max-content',
        alignItems: 'center',
        columnGap: 3,
        typography: 'body2',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        Source
      </Typography>
      <Typography variant="caption" color="text.secondary">
        2015 to 2023
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        2023
      </Typography>
      {sources.map((source) => (
        <React.Fragment key={source}>
          <span>{sourceLabels[source]}</span>
          {/* Both axes hidden and a small margin: the line is the whole chart. Each row has
              its own y range, so it shows the direction, and the number the size. */}
          <LineChart
            width={160}
            height={36}
            margin={6}
            xAxis={[
              {
                data: years,
                scaleType: 'point',
                position: 'none',
                valueFormatter: (year: number) => String(year),
              },
            ]}
            yAxis={[{ position: 'none' }]}
            series={[
              {
                data: generationTWh[source],
                // A dot on the latest year, the one the number beside it gives.
                showMark: ({ index }) => index === lastIndex,
                valueFormatter: (value: number | null) => `${value} TWh`,
              },
            ]}
            hideLegend
          />
          <Box component="span" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {generationTWh[source][lastIndex]} TWh
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}
