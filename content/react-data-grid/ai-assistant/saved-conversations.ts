import type { Conversation } from '@mui/x-data-grid-premium';

const noChange = { select: -1, filters: [], aggregation: {}, sorting: [], grouping: [], pivoting: {} };

// Two conversations as the interpreter answered them, the shape a saved history takes.
export const savedConversations: Conversation[] = [
  {
    id: 'release-review',
    title: 'Total files by release',
    prompts: [
      {
        value: 'Only v8.7.0, sort by files descending',
        createdAt: new Date('2025-07-03T09:12:00Z'),
        variant: 'success',
        response: {
          ...noChange,
          conversationId: 'release-review',
          filters: [{ column: 'release', operator: 'is', value: 'v8.7.0' }],
          sorting: [{ column: 'files', direction: 'desc' }],
        },
      },
      {
        value: 'Total files by release',
        createdAt: new Date('2025-07-03T09:14:00Z'),
        variant: 'success',
        response: {
          ...noChange,
          conversationId: 'release-review',
          grouping: [{ column: 'release' }],
          aggregation: { files: 'sum' },
        },
      },
    ],
  },
  {
    id: 'bots',
    title: 'Exclude Dependencies',
    prompts: [
      {
        value: 'Exclude Dependencies',
        createdAt: new Date('2025-07-04T14:02:00Z'),
        variant: 'success',
        response: {
          ...noChange,
          conversationId: 'bots',
          filters: [{ column: 'product', operator: 'not', value: 'Dependencies' }],
        },
      },
    ],
  },
];
