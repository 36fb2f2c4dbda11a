import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, useGridApiRef, type PromptResponse } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function WhatTheModelSees() {
  const apiRef = useGridApiRef();
  const [sampling, setSampling] = React.useState(false);
  const [sent, setSent] = React.useState('');

  const handlePrompt = async (prompt: string, context: string, conversationId?: string): Promise<PromptResponse> => {
    // Everything a model gets: the prompt, the column context, the conversation id.
    setSent(JSON.stringify({ prompt, conversationId, context: JSON.parse(context) }, null, 2));
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
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
          label="allowAiAssistantDataSampling"
        />
        <Button variant="outlined" onClick={() => apiRef.current?.aiAssistant.processPrompt('Group by author')}>
          Send “Group by author”
        </Button>
      </Stack>
      <div style={{ height: 300 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          aiAssistant
          onPrompt={handlePrompt}
          allowAiAssistantDataSampling={sampling}
        />
      </div>
      <pre style={{ maxHeight: 260, overflow: 'auto', fontSize: 12, margin: 0 }}>{sent || 'Nothing sent yet'}</pre>
    </Stack>
  );
}
