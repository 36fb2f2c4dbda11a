import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { countries } from './countries';

const points = countries.map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy }));

export default function VoronoiScatter() {
  const [nearest, setNearest] = React.useState(true);
  const [clicked, setClicked] = React.useState('Click near a point.');

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={nearest} onChange={(event) => setNearest(event.target.checked)} />}
        label="Nearest point within 30 px (Voronoi)"
      />
      <ScatterChart
        height={300}
        series={[{ data: points, label: 'Countries, 2022' }]}
        yAxis={[{ min: 50 }]}
        // With Voronoi, the pointer picks the closest point; without, it must touch a marker.
        disableVoronoi={!nearest}
        voronoiMaxRadius={30}
        onItemClick={(_: unknown, item: ScatterItemIdentifier) => {
          const country = countries[item.dataIndex];
          setClicked(`${country?.name}: ${country?.lifeExpectancy} years`);
        }}
      />
      <Typography component="p" variant="body2" aria-live="polite">
        {clicked}
      </Typography>
    </Stack>
  );
}
