import { createContext } from 'react';
import { apiClient } from '@timekeep/api-client';
import type { SignedInUser } from '@timekeep/ui';
import { loadSignedInUser } from './current-user';

/**
 * How the main layout reads the signed-in user (`current-user/` by default; tests answer it themselves). Kept apart
 * from SignedInUserGate, which renders antd: the app root provides this and must stay antd-free (ADR 0015).
 */
export const SignedInUserLoader = createContext<() => Promise<SignedInUser>>(() => loadSignedInUser(apiClient));
