import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, useGridApiRef, type PromptResponse } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const PROMPT = 'Pivot total files by product across release';

async function askInterpreter(prompt: string, context: string, conversationId?: string): Promise<PromptResponse> {
  const response = await fetch('/x/data/grid-prompt', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prompt, context, conversationId }),
  });
  const answer = await response.json();
  if (!response.ok) {
    throw new Error(answer.error);
  }
  return answer;
}

export default function PivotOrGroup() {
  const apiRef = useGridApiRef();
  const [pivotingDisabled, setPivotingDisabled] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={pivotingDisabled} onChange={(event) => setPivotingDisabled(event.target.checked)} />}
          label="disablePivoting"
        />
        <Button variant="contained" onClick={() => apiRef.current?.aiAssistant.processPrompt(PROMPT)}>
          Send “{PROMPT}”
        </Button>
      </Stack>
      <div style={{ height: 440 }}>
        <DataGridPremium
          // A new grid when the switch changes, so each run starts from the plain rows.
          key={String(pivotingDisabled)}
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          aiAssistant
          onPrompt={askInterpreter}
          disablePivoting={pivotingDisabled}
        />
      </div>
    </Stack>
  );
}
