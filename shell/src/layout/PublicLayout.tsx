import { Outlet } from 'react-router-dom';

/**
 * Public pages (onboarding, payment results, photo self-registration) bring their own top bar with language
 * dialog and regional logo (SPEC §2); the shell only gives them the full page.
 */
export function PublicLayout() {
  return (
    <main style={{ minHeight: '100vh' }}>
      <Outlet />
    </main>
  );
}
