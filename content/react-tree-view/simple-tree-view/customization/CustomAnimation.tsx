import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { PackageItems } from './package-items';

type Timeout = 'auto' | 600 | 0;
const TimeoutContext = React.createContext<Timeout>('auto');

// Every item reads the duration of its open/close animation from the context.
const AnimatedItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function AnimatedItem(props, ref) {
  const timeout = React.useContext(TimeoutContext);
  return <TreeItem ref={ref} {...props} slotProps={{ groupTransition: { timeout } }} />;
});

export default function CustomAnimation() {
  const [timeout, setTimeout] = React.useState<Timeout>('auto');

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={timeout}
        onChange={(_event, value: Timeout | null) => value !== null && setTimeout(value)}
        aria-label="Animation duration"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value={600}>600 ms</ToggleButton>
        <ToggleButton value={0}>none</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ minHeight: 260 }}>
        <TimeoutContext.Provider value={timeout}>
          <SimpleTreeView>
            <PackageItems Item={AnimatedItem as typeof TreeItem} />
          </SimpleTreeView>
        </TimeoutContext.Provider>
      </Box>
    </Stack>
  );
}
