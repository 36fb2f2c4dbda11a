// The BarChart folder of @mui/x-charts in the mui/mui-x repository at the v8.7.0 tag
// (packages/x-charts/src/BarChart), as `git ls-tree -r -t -l v8.7.0` lists it: every
// folder and file, with each file's size in bytes.
export interface SourceEntry {
  path: string[];
  /** Files only: folders have no size of their own. */
  bytes?: number;
}

export const barChartFolder: SourceEntry[] = [
  { path: ['BarChart'] },
  { path: ['BarChart', 'AnimatedBarElement.tsx'], bytes: 1580 },
  { path: ['BarChart', 'BarChart.plugins.ts'], bytes: 943 },
  { path: ['BarChart', 'BarChart.test.tsx'], bytes: 3313 },
  { path: ['BarChart', 'BarChart.tsx'], bytes: 57052 },
  { path: ['BarChart', 'BarClipPath.tsx'], bytes: 4559 },
  { path: ['BarChart', 'BarElement.tsx'], bytes: 3448 },
  { path: ['BarChart', 'BarLabel'] },
  { path: ['BarChart', 'BarLabel', 'BarLabel.tsx'], bytes: 3414 },
  { path: ['BarChart', 'BarLabel', 'BarLabel.types.ts'], bytes: 1036 },
  { path: ['BarChart', 'BarLabel', 'BarLabelItem.tsx'], bytes: 5027 },
  { path: ['BarChart', 'BarLabel', 'BarLabelPlot.tsx'], bytes: 1419 },
  { path: ['BarChart', 'BarLabel', 'barLabelClasses.tsx'], bytes: 1486 },
  { path: ['BarChart', 'BarLabel', 'getBarLabel.ts'], bytes: 624 },
  { path: ['BarChart', 'BarLabel', 'index.ts'], bytes: 400 },
  { path: ['BarChart', 'BarPlot.tsx'], bytes: 6497 },
  { path: ['BarChart', 'barClasses.ts'], bytes: 979 },
  { path: ['BarChart', 'barElementClasses.ts'], bytes: 1528 },
  { path: ['BarChart', 'checkClickEvent.test.tsx'], bytes: 5439 },
  { path: ['BarChart', 'checkScaleErrors.test.ts'], bytes: 7268 },
  { path: ['BarChart', 'checkScaleErrors.ts'], bytes: 2716 },
  { path: ['BarChart', 'extremums.test.ts'], bytes: 5414 },
  { path: ['BarChart', 'getRadius.test.ts'], bytes: 4497 },
  { path: ['BarChart', 'getRadius.ts'], bytes: 1241 },
  { path: ['BarChart', 'index.ts'], bytes: 274 },
  { path: ['BarChart', 'seriesConfig'] },
  { path: ['BarChart', 'seriesConfig', 'extremums.ts'], bytes: 2793 },
  { path: ['BarChart', 'seriesConfig', 'getColor.ts'], bytes: 1192 },
  { path: ['BarChart', 'seriesConfig', 'getSeriesWithDefaultValues.ts'], bytes: 405 },
  { path: ['BarChart', 'seriesConfig', 'index.ts'], bytes: 658 },
  { path: ['BarChart', 'seriesConfig', 'legend.ts'], bytes: 716 },
  { path: ['BarChart', 'seriesConfig', 'seriesProcessor.ts'], bytes: 3363 },
  { path: ['BarChart', 'seriesConfig', 'tooltip.ts'], bytes: 1026 },
  { path: ['BarChart', 'types.ts'], bytes: 650 },
  { path: ['BarChart', 'useBarChartProps.ts'], bytes: 5249 },
  { path: ['BarChart', 'useBarPlotData.ts'], bytes: 5889 },
];
