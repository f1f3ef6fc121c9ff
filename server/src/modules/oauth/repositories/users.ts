/** User accounts (global table `users`, migration 0002 + 0010 columns). E-mail is stored lower-case. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Tables, UsersTable } from '../../../db/schema';
import '../tables';

export type User = Selectable<UsersTable>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Tables>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Kysely<Tables>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sign-in and forgot-password accept an e-mail or the phone number given at sign-up. */
export async function findUserByLogin(db: Kysely<Tables>, login: string): Promise<User | undefined> {
  const value = login.trim();
  if (value.includes('@')) return findUserByEmail(db, value);
  const byPhone = await db.selectFrom('users').selectAll().where('phone_number', '=', value).orderBy('id').limit(2).execute();
  // A phone number shared by two accounts identifies neither.
  return byPhone.length === 1 ? byPhone[0] : undefined;
}

export interface NewUser {
  email: string;
  phoneNumber?: string;
  passwordHash: string;
  language: string;
  regionCode: string | null;
  active: boolean;
}

export async function insertUser(db: Kysely<Tables>, user: NewUser): Promise<User> {
  return db
    .insertInto('users')
    .values({
      email: normalizeEmail(user.email),
      phone_number: user.phoneNumber ?? '',
      password_hash: user.passwordHash,
      language: user.language,
      region_code: user.regionCode,
      is_active: user.active,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setUserPassword(db: Kysely<Tables>, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
}

export async function activateUser(db: Kysely<Tables>, id: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ is_active: true, updated_at: now }).where('id', '=', id).execute();
}

export async function touchUserLogin(db: Kysely<Tables>, id: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', id).execute();
}
