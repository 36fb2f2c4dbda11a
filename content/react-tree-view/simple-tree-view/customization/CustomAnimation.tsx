import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { PackageItems } from './package-items';

type Duration = 'default' | 600 | 0;
const DurationContext = React.createContext<Duration>('default');

// Every item reads the duration of its open and close animation from the context.
const AnimatedItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function AnimatedItem(props, ref) {
  const duration = React.useContext(DurationContext);
  const timeout = duration === 'default' ? undefined : duration;
  return <TreeItem ref={ref} {...props} slotProps={{ groupTransition: { timeout } }} />;
});

export default function CustomAnimation() {
  const [duration, setDuration] = React.useState<Duration>('default');

  return (
    <Stack spacing={1} sx={{ minWidth: 250 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={duration}
        onChange={(_event, value: Duration | null) => value !== null && setDuration(value)}
        aria-label="Animation duration"
      >
        <ToggleButton value="default">default</ToggleButton>
        <ToggleButton value={600}>600 ms</ToggleButton>
        <ToggleButton value={0}>none</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ minHeight: 260 }}>
        <DurationContext.Provider value={duration}>
          <SimpleTreeView>
            <PackageItems Item={AnimatedItem as typeof TreeItem} />
          </SimpleTreeView>
        </DurationContext.Provider>
      </Box>
    </Stack>
  );
}
