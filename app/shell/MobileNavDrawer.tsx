import Drawer from '@mui/material/Drawer';
import type { NavItem } from '~/navigation/nav-item';
import { NavDrawerContent } from './NavDrawerContent';
import { MuiScope } from './mui/MuiScope';

/** The navigation as a modal drawer on small screens. */
export default function MobileNavDrawer({
  open,
  onClose,
  navigation,
  width,
}: {
  open: boolean;
  onClose: () => void;
  navigation: NavItem[];
  width: number;
}) {
  return (
    <MuiScope>
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: false }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width } }}
      >
        <NavDrawerContent navigation={navigation} onNavigate={onClose} />
      </Drawer>
    </MuiScope>
  );
}
