import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { cities } from './climate';

export default function SparklineTable() {
  return (
    <Table size="small" aria-label="Mean monthly temperature by city">
      <TableHead>
        <TableRow>
          <TableCell>City</TableCell>
          <TableCell align="right">Coldest</TableCell>
          <TableCell align="right">Warmest</TableCell>
          <TableCell sx={{ width: '45%' }}>January to December</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cities.map((city) => (
          <TableRow key={city.name}>
            <TableCell>{city.name}</TableCell>
            <TableCell align="right">{Math.min(...city.temperatures)} °C</TableCell>
            <TableCell align="right">{Math.max(...city.temperatures)} °C</TableCell>
            <TableCell>
              {/* The same y range in every row, so that the lines compare. */}
              <SparkLineChart
                data={city.temperatures}
                height={36}
                yAxis={{ min: -10, max: 25 }}
                showHighlight
                showTooltip
                valueFormatter={(value) => (value === null ? '' : `${value} °C`)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
