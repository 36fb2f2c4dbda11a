import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { versions } from '~/versions/versions';
import { MuiScope } from './mui/MuiScope';

/** The list of documentation versions, anchored to the switcher's button. */
export default function VersionMenu({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open onClose={onClose}>
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
