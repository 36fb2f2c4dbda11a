import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  unstable_gridDefaultPromptResolver as promptResolver,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { commits, type Commit } from './component-commits';

function AssistantToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, px: 0.5, fontWeight: 500 }}>
        Commits per component, v8.5.0 to v8.7.0
      </Typography>
      {/* className as a function of the state: the button stays filled while the panel is up. */}
      <AiAssistantPanelTrigger
        className={(state) => (state.open ? 'assistant-open' : '')}
        size="small"
        startIcon={<AutoAwesomeIcon />}
      >
        Ask the assistant
      </AiAssistantPanelTrigger>
    </Toolbar>
  );
}

// Answered on this site's own server by a rule-based interpreter, in place of a language model.
function answerPrompt(prompt: string, context: string, conversationId?: string) {
  return promptResolver('/x/data/grid-prompt', prompt, context, conversationId);
}

const suggestions = [
  { value: 'Only Scheduler, sort by files descending' },
  { value: 'Total files by product' },
  { value: 'Group by release and product' },
];

const RELEASES = ['v8.5.0', 'v8.6.0', 'v8.7.0'];
const PRODUCTS = ['Data Grid', 'Date and Time Pickers', 'Scheduler', 'Tree View'];

// `examples` travel with each prompt, so the service can tell that "Scheduler" is a product.
const columns: GridColDef<Commit>[] = [
  {
    field: 'release',
    headerName: 'Release',
    type: 'singleSelect',
    valueOptions: RELEASES,
    examples: RELEASES,
    width: 90,
  },
  {
    field: 'product',
    headerName: 'Product',
    type: 'singleSelect',
    valueOptions: PRODUCTS,
    examples: PRODUCTS,
    width: 170,
  },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'files', headerName: 'Files', type: 'number', width: 80 },
];

export default function AiAssistantPanelTriggerButton() {
  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        '& .assistant-open': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        },
      }}
    >
      <DataGridPremium
        rows={commits}
        columns={columns}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        aiAssistant
        onPrompt={answerPrompt}
        aiAssistantSuggestions={suggestions}
      />
    </Box>
  );
}
