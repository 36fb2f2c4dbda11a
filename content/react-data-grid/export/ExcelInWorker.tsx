import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { commitColumns, type Commit } from './commits';

// This site bundles ./excel-export.worker.ts to that URL. With Vite or webpack 5, write
// new Worker(new URL('./excel-export.worker.ts', import.meta.url), { type: 'module' }).
const createWorker = () => new Worker('/x/workers/excel-export.worker.js');

/** All 15,886 commits, in windows of 1,000 rows (the most the endpoint sends at once). */
async function fetchAllCommits(): Promise<Commit[]> {
  const first = await fetch('/x/data/commits?start=0&end=999').then((response) =>
    response.json(),
  );
  const starts = [];
  for (let start = 1000; start < first.rowCount; start += 1000) {
    starts.push(start);
  }
  const rest = await Promise.all(
    starts.map((start) =>
      fetch(`/x/data/commits?start=${start}&end=${start + 999}`).then((response) =>
        response.json(),
      ),
    ),
  );
  return [first, ...rest].flatMap((page) => page.rows);
}

export default function ExcelInWorker() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Commit[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [report, setReport] = React.useState('');
  // A clock on the main thread: it stops while the main thread is busy.
  const [ticks, setTicks] = React.useState(0);
  const ticksRef = React.useRef(0);
  React.useEffect(() => {
    const timer = setInterval(() => {
      ticksRef.current += 1;
      setTicks(ticksRef.current);
    }, 100);
    return () => clearInterval(timer);
  }, []);

  const exportWorkbook = (inWorker: boolean) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const startedAt = performance.now();
    const ticksAtStart = ticksRef.current;
    // With a worker, exportDataAsExcel resolves once the rows are posted; the event says when the file is ready.
    const unsubscribe = api.subscribeEvent('excelExportStateChange', (state) => {
      if (state === 'finished') {
        unsubscribe();
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        const moved = ticksRef.current - ticksAtStart;
        setReport(
          `${inWorker ? 'In a worker' : 'On the main thread'}: ${seconds} s; the clock moved ${moved} times`,
        );
      }
    });
    api.exportDataAsExcel({
      fileName: 'commits',
      ...(inWorker ? { worker: createWorker } : {}),
    });
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button
          variant="outlined"
          disabled={loading || rows.length > 0}
          onClick={async () => {
            setLoading(true);
            setRows(await fetchAllCommits());
            setLoading(false);
          }}
        >
          Load 15,886 commits
        </Button>
        <Button
          variant="contained"
          disabled={rows.length === 0}
          onClick={() => exportWorkbook(true)}
        >
          Export in a worker
        </Button>
        <Button disabled={rows.length === 0} onClick={() => exportWorkbook(false)}>
          Export on the main thread
        </Button>
        <span aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
          Clock: {(ticks / 10).toFixed(1)} s
        </span>
      </Stack>
      <output aria-live="polite" style={{ minHeight: '1.5em' }}>
        {report}
      </output>
      <div style={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={commitColumns}
          loading={loading}
        />
      </div>
    </Stack>
  );
}
