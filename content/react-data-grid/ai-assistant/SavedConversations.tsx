import * as React from 'react';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridPreferencePanelsValue,
  type Conversation,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';
import { savedConversations } from './saved-conversations';

const STORAGE_KEY = 'ai-assistant-demo-conversations';

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

/** JSON turns dates into strings: give each prompt its Date back. */
function revive(stored: string): Conversation[] {
  const conversations: Conversation[] = JSON.parse(stored);
  return conversations.map((conversation) => ({
    ...conversation,
    prompts: conversation.prompts.map((prompt) => ({ ...prompt, createdAt: new Date(prompt.createdAt) })),
  }));
}

export default function SavedConversations() {
  const [conversations, setConversations] = React.useState(savedConversations);
  const [activeIndex, setActiveIndex] = React.useState(0);

  // Read after the first render: the server has no localStorage, and both renders must agree.
  React.useEffect(() => {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored) {
      setConversations(revive(stored));
    }
  }, []);

  const handleConversationsChange = (next: Conversation[]) => {
    setConversations(next);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };

  const prompts = conversations.reduce((count, conversation) => count + conversation.prompts.length, 0);

  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>
        {conversations.length} conversations, {prompts} prompts, saved in this browser.{' '}
        <button
          type="button"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setConversations(savedConversations);
            setActiveIndex(0);
          }}
        >
          Forget them
        </button>
      </p>
      <div style={{ height: 520 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          showToolbar
          aiAssistant
          onPrompt={askInterpreter}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={handleConversationsChange}
          aiAssistantActiveConversationIndex={activeIndex}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          initialState={{
            preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.aiAssistant },
          }}
        />
      </div>
    </div>
  );
}
