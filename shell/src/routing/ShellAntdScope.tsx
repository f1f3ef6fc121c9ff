import { Outlet } from 'react-router-dom';
import { AntdScope } from '@timekeep/ui';
import { AppLoading } from '../pages/AppLoading';

/**
 * The shell's one AntdScope (ADR 0015), as a layout route around every route the shell scopes: it stays mounted
 * while the user moves between them, and antd's chunk loads the first time one of them is visited.
 */
export function ShellAntdScope() {
  return (
    <AntdScope fallback={<AppLoading />}>
      <Outlet />
    </AntdScope>
  );
}
