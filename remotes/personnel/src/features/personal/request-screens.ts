import { requestDeclaration, resourceScreen, type RemoteScreens } from '@timekeep/ui';

/**
 * The signed-in employee's own requests (filed, changed or withdrawn while pending) and what waits for their
 * approval (issue 14, ADR 0080). The server confines both to the caller.
 */
export const PERSONAL_REQUEST_SCREENS: RemoteScreens = {
  '/personal/request/manual-log': resourceScreen(requestDeclaration('manual_log', 'personal')),
  '/personal/request/leave': resourceScreen(requestDeclaration('leave', 'personal')),
  '/personal/request/overtime': resourceScreen(requestDeclaration('overtime', 'personal')),
  '/personal/request/training': resourceScreen(requestDeclaration('training', 'personal')),
  '/personal/approval/manual-log': resourceScreen(requestDeclaration('manual_log', 'approval')),
  '/personal/approval/leave': resourceScreen(requestDeclaration('leave', 'approval')),
  '/personal/approval/overtime': resourceScreen(requestDeclaration('overtime', 'approval')),
  '/personal/approval/training': resourceScreen(requestDeclaration('training', 'approval')),
  '/personal/approval/swap-schedule': resourceScreen(requestDeclaration('swap_schedule', 'approval')),
};
