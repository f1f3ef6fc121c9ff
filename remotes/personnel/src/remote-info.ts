import type { RemoteName } from '@timekeep/contracts';

/** This remote's name in the route table and deploy manifest. */
export const REMOTE: RemoteName = 'personnel';

/** i18n namespaces this remote renders with; the shell loads them before the first render. */
export const NAMESPACES: readonly string[] = ['menu', 'default', 'common', 'company', 'per', 'complement', 'personal', 'att', 'device', 'gps'];
