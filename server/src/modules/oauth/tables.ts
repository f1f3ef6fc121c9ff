/** Kysely types of the oauth tables (migration 0010), merged into `Tables`. */
import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from '../../db/schema';

export type MembershipRole = 'admin' | 'user';

export interface MembershipsTable {
  company_id: number;
  user_id: number;
  role: MembershipRole;
  created_at: CreatedAt;
}

export interface EmployeeAccountsTable {
  company_id: number;
  id: Id;
  username: string;
  password_hash: string;
  employee_id: number | null;
  email: string | null;
  language: ColumnType<string, string | undefined, string>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  last_login_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InvitationsTable {
  id: Id;
  company_id: number;
  email: string;
  role: ColumnType<MembershipRole, MembershipRole | undefined, MembershipRole>;
  invited_by: number | null;
  status: ColumnType<'pending' | 'accepted' | 'revoked', 'pending' | undefined, 'accepted' | 'revoked'>;
  created_at: CreatedAt;
  accepted_at: Date | null;
}

export interface JoinRequestsTable {
  id: Id;
  company_id: number;
  user_id: number;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  created_at: CreatedAt;
  decided_at: Date | null;
}

export type CodePurpose = 'activation' | 'company_creation' | 'invitation' | 'password_reset' | 'join_approve' | 'join_reject';

export interface OneTimeCodesTable {
  id: Id;
  purpose: CodePurpose;
  code_hash: string;
  user_id: number | null;
  company_id: number | null;
  employee_account_id: number | null;
  ref_id: number | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  id: Id;
  family_id: string;
  token_hash: string;
  subject: 'user' | 'employee';
  user_id: number | null;
  employee_account_id: number | null;
  company_id: number | null;
  role: string | null;
  remember: ColumnType<boolean, boolean | undefined, boolean>;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

/** Families of sessions ended early, kept while their access tokens could still be valid (migration 0011). */
export interface RevokedSessionFamiliesTable {
  family_id: string;
  revoked_at: Date;
  expires_at: Date;
}

declare module '../../db/schema' {
  interface Tables {
    revoked_session_families: RevokedSessionFamiliesTable;
    memberships: MembershipsTable;
    employee_accounts: EmployeeAccountsTable;
    invitations: InvitationsTable;
    join_requests: JoinRequestsTable;
    one_time_codes: OneTimeCodesTable;
    refresh_tokens: RefreshTokensTable;
  }
  interface UsersTable {
    region_code: ColumnType<string | null, string | null | undefined, string | null>;
    last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  }
}

