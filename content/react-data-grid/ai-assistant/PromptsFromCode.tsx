import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, useGridApiRef, type PromptResponse } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

type InterpreterAnswer = PromptResponse & { understood: string[] };

const examples = ['Newest first', 'Author is not renovate[bot]', 'Files over 50', 'Count by author', 'Tell me a joke', 'Reset'];

export default function PromptsFromCode() {
  const apiRef = useGridApiRef();
  const [prompt, setPrompt] = React.useState('Only Data Grid, sort by files descending');
  const [outcome, setOutcome] = React.useState<string[]>([]);

  const handlePrompt = React.useCallback(async (text: string, context: string, conversationId?: string) => {
    const response = await fetch('/x/data/grid-prompt', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: text, context, conversationId }),
    });
    const answer = await response.json();
    if (!response.ok) {
      throw new Error(answer.error);
    }
    return answer as InterpreterAnswer;
  }, []);

  const send = async (text: string) => {
    // processPrompt calls onPrompt, applies the answer, and resolves with the answer or the Error.
    const result = await apiRef.current?.aiAssistant.processPrompt(text);
    if (result instanceof Error) {
      setOutcome([result.message]);
    } else if (result) {
      setOutcome((result as InterpreterAnswer).understood);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} component="form" onSubmit={(event) => { event.preventDefault(); send(prompt); }}>
        <TextField size="small" label="Prompt" value={prompt} onChange={(event) => setPrompt(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="contained">Send</Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {examples.map((example) => (
          <Button key={example} size="small" variant="outlined" onClick={() => { setPrompt(example); send(example); }}>
            {example}
          </Button>
        ))}
      </Stack>
      <ul aria-live="polite" style={{ margin: 0, minHeight: '3em', fontSize: 14 }}>
        {outcome.map((line) => <li key={line}>{line}</li>)}
      </ul>
      <div style={{ height: 420 }}>
        <DataGridPremium apiRef={apiRef} rows={commits} columns={commitColumns} aiAssistant onPrompt={handlePrompt} />
      </div>
    </Stack>
  );
}
