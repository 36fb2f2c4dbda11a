import * as React from 'react';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridDataSource,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { serverCommitColumns } from './server-commits';

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

export default function WithDataSource() {
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          start: String(params.start),
          end: String(params.end),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
        });
        setLastRequest(decodeURIComponent(query.toString()));
        const response = await fetch(`/x/data/commits?${query}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
    }),
    [],
  );

  return (
    <div>
      <div style={{ height: 460 }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={serverCommitColumns}
          showToolbar
          pagination
          pageSizeOptions={[10, 25]}
          // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
          initialState={{ pagination: { paginationModel: { pageSize: 10 }, rowCount: -1 } }}
          // The endpoint pages, sorts and filters; grouping and pivoting would need more of it.
          disableRowGrouping
          disableAggregation
          disablePivoting
          aiAssistant
          onPrompt={askInterpreter}
          aiAssistantSuggestions={[
            { value: 'Only mui/base-ui, files over 100' },
            { value: 'Author is Olivier Tassinari, oldest first' },
          ]}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </div>
      {/* Room for the first request on a narrow phone: it is known only in the browser, and a box that grew with it would move the page. */}
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, lineHeight: 1.5, minHeight: '7.5em' }}>
        {lastRequest || 'No request yet'}
      </pre>
    </div>
  );
}
