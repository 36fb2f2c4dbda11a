import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { currentVersion, versions } from '~/versions/versions';

export function VersionSwitcher() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Version ${currentVersion.text}, choose another`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', textTransform: 'none', minWidth: 0 }}
      >
        v{currentVersion.text}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {versions.map((version) => (
          <MenuItem
            key={version.text}
            component="a"
            href={version.href}
            selected={version.current}
            aria-current={version.current ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {version.current ? `${version.text} (this version)` : version.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
