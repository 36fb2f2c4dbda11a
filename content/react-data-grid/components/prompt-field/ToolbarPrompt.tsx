import * as React from 'react';
import Box from '@mui/material/Box';
import SendIcon from '@mui/icons-material/Send';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// A prompt box in the toolbar: the grid's assistant runs each prompt through onPrompt.
function PromptToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <PromptField
        onSubmit={(prompt) => apiRef.current.aiAssistant.processPrompt(prompt)}
        style={{ display: 'flex', flex: 1, alignItems: 'center', gap: 4 }}
      >
        <PromptFieldControl placeholder="Try “count by author” or “files over 50”" size="small" fullWidth />
        {/* Send is disabled while the field is empty, and a disabled button fires no pointer
            events: the tooltip listens on a span, and the button keeps its own name. */}
        <Tooltip title="Send">
          <span>
            <PromptFieldSend render={<ToolbarButton aria-label="Send" />}>
              <SendIcon fontSize="small" />
            </PromptFieldSend>
          </span>
        </Tooltip>
      </PromptField>
    </Toolbar>
  );
}

// This site's rule-based interpreter stands in for a language model (see the AI Assistant page).
async function interpretPrompt(prompt: string, context: string): Promise<PromptResponse> {
  const response = await fetch('/x/data/grid-prompt', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prompt, context }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error);
  return answer as PromptResponse;
}

export default function ToolbarPrompt() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        aiAssistant
        onPrompt={interpretPrompt}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
      />
    </Box>
  );
}
