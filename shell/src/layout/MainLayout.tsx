import { Outlet, useLocation } from 'react-router-dom';
import { canOpenPath } from '@timekeep/contracts';
import { AppFrame, usePermissions } from '@timekeep/ui';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { RequireSession } from '../session/RequireSession';
import { SignedInUserGate } from '../session/SignedInUserGate';
import { HeaderActions } from './HeaderActions';
import { SideMenu } from './SideMenu';

/** The page of the current path, or "no access" when the signed-in user may not open it (the menu hides it too). */
function PageAccessGate() {
  const { pathname } = useLocation();
  const who = usePermissions();
  return canOpenPath(pathname, who) ? <Outlet /> : <UnauthorizedPage inFrame />;
}

/** Everything that is not a public page: needs a session and the user's permissions, renders inside the menu + header frame. */
export function MainLayout() {
  return (
    <RequireSession>
      <SignedInUserGate>
        <AppFrame menu={<SideMenu />} actions={<HeaderActions />}>
          <PageAccessGate />
        </AppFrame>
      </SignedInUserGate>
    </RequireSession>
  );
}
