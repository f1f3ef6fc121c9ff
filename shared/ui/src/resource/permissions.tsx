import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { permissionCodename, type StandardAction, type UserPermissions } from '@timekeep/contracts';

/** What a screen asks about the signed-in user: may they do this? (The API refuses the same; ADR 0058.) */
export interface PermissionCheck {
  /** False until `current-user/` answered; screens render nothing gated before then. */
  ready: boolean;
  /** The signed-in account (column choices are kept per user). */
  userId: number | null;
  isAdmin: boolean;
  employeeId: number | null;
  /** Signed in by employee login: the Personal area only (also when the account is linked to no employee). */
  employeeLogin: boolean;
  isVendorOperator: boolean;
  /** Holds this codename (`personnel.add_location`); administrators hold all. */
  can: (codename: string) => boolean;
  /** `canDo('personnel.location', 'add')` → `can('personnel.add_location')`. */
  canDo: (resource: string, action: StandardAction | string) => boolean;
}

/** Built from `current-user/`: an administrator holds every permission, anyone else exactly the listed ones. */
/** `current-user/` as the shell reads it: the permission fields and the account's id. */
export type SignedInUser = UserPermissions & { id?: number };

export function permissionCheck(user: SignedInUser | null): PermissionCheck {
  const held = new Set(user?.permissions ?? []);
  const isAdmin = user?.is_admin === true;
  const can = (codename: string) => isAdmin || held.has(codename);
  return {
    ready: user !== null,
    userId: user?.id ?? null,
    isAdmin,
    employeeId: user?.employee_id ?? null,
    employeeLogin: user?.is_employee_login ?? (user?.employee_id ?? null) !== null,
    isVendorOperator: user?.is_vendor_operator === true,
    can,
    canDo: (resource, action) => can(permissionCodename(resource, action)),
  };
}

/**
 * Without a provider (a remote run standalone, unit tests of a single panel) every action is shown: the server
 * still refuses what the user may not do. The shell always provides the signed-in user's permissions.
 */
const UNRESTRICTED: PermissionCheck = {
  ready: true,
  userId: null,
  isAdmin: true,
  employeeId: null,
  employeeLogin: false,
  isVendorOperator: false,
  can: () => true,
  canDo: () => true,
};

const PermissionsContext = createContext<PermissionCheck>(UNRESTRICTED);

export function PermissionsProvider({ user, children }: { user: SignedInUser | null; children: ReactNode }): ReactElement {
  const value = useMemo(() => permissionCheck(user), [user]);
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): PermissionCheck {
  return useContext(PermissionsContext);
}
