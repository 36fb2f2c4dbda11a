import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { versions } from '~/versions/versions';
import { MuiScope } from './mui/MuiScope';

/** The list of documentation versions, anchored to the switcher's button. */
export default function VersionMenu({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  return (
    <MuiScope>
      {/* The id goes on the menu itself, which the button controls and which its name labels. */}
      <Menu anchorEl={anchor} open onClose={onClose} slotProps={{ list: { id, 'aria-labelledby': anchor.id } }}>
        {versions.map((version) => (
          <MenuItem
            key={version.text}
            component="a"
            href={version.href}
            selected={version.current}
            aria-current={version.current ? 'page' : undefined}
            onClick={onClose}
          >
            {version.current ? `${version.text} (this version)` : version.text}
          </MenuItem>
        ))}
      </Menu>
    </MuiScope>
  );
}
