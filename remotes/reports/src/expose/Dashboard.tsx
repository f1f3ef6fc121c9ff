import { DashboardView } from '../features/dashboard/DashboardView';

/** `./Dashboard`: /dashboard's content, which the shell mounts in its own page (`RemoteWidgetModule`, ADR 0088). */
export default function Dashboard() {
  return <DashboardView />;
}
