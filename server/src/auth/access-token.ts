/**
 * The access token (SPEC §3/§4): a JWT with user_id, staff and exp in seconds, sent as `Authorization: JWT <t>`.
 * Company-scoped tokens also carry company_id (the company the user signed in to); employee logins carry
 * employee_id. Issuing, refresh and revocation live in the oauth module; this file only defines the shape.
 */
import type { JwtClaims } from './jwt';

export interface AccessClaims extends JwtClaims {
  typ: 'access';
  user_id: number;
  staff: boolean;
  company_id: number | null;
  employee_id: number | null;
  /** Role in company_id, when set: 'admin' | 'user' | 'employee'. */
  role: string | null;
  /**
   * The refresh-token family (session) that signed this token: a refresh must present a token of the same
   * family, and a revoked family's tokens are refused at once. Absent on tokens signed before it existed.
   */
  fam?: string;
}

/** What a handler knows about the caller after authentication. */
export interface AuthContext {
  userId: number;
  staff: boolean;
  companyId: number | null;
  employeeId: number | null;
  role: string | null;
}

export function authContextOf(claims: AccessClaims): AuthContext {
  return {
    userId: claims.user_id,
    staff: claims.staff,
    companyId: claims.company_id,
    employeeId: claims.employee_id,
    role: claims.role,
  };
}

export function isAccessClaims(claims: JwtClaims): claims is AccessClaims {
  return claims.typ === 'access' && typeof claims.user_id === 'number';
}
