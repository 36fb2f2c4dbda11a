import * as React from 'react';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  unstable_gridDefaultPromptResolver as promptResolver,
  useGridApiRef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const suggestions = [
  { value: 'Group by product, sort by files descending' },
  { value: 'Only Charts, date in June 2025' },
  { value: 'Total files by release' },
  { value: 'Hide subject' },
];

export default function AssistantPanel() {
  const apiRef = useGridApiRef();

  const handlePrompt = React.useCallback(
    async (prompt: string, context: string, conversationId?: string): Promise<PromptResponse> => {
      // This site's rule-based interpreter; a real service takes the same four arguments.
      const answer: PromptResponse & { columnVisibilityModel?: Record<string, boolean> } =
        await promptResolver('/x/data/grid-prompt', prompt, context, conversationId);
      // PromptResponse has no column visibility in 8.7.0: the interpreter adds it, and we apply it.
      if (answer.columnVisibilityModel) {
        apiRef.current?.setColumnVisibilityModel(answer.columnVisibilityModel);
      }
      return answer;
    },
    [apiRef],
  );

  return (
    <div style={{ height: 520 }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={commits}
        columns={commitColumns}
        showToolbar
        aiAssistant
        onPrompt={handlePrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
      />
    </div>
  );
}
