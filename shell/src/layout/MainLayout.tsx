import { Outlet } from 'react-router-dom';
import { AppFrame } from '@timekeep/ui';
import { RequireSession } from '../session/RequireSession';
import { HeaderActions } from './HeaderActions';
import { SideMenu } from './SideMenu';

/** Everything that is not a public page: needs a session, and renders inside the menu + header frame. */
export function MainLayout() {
  return (
    <RequireSession>
      <AppFrame menu={<SideMenu />} actions={<HeaderActions />}>
        <Outlet />
      </AppFrame>
    </RequireSession>
  );
}
