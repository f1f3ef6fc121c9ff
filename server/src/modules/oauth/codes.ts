/**
 * Response codes of the oauth module (documented in docs/api-codes.md, translated in the `api` namespace).
 * ZBOA0000/0001/0100/0106 are SPEC §8's (OAUTH_CODES in @timekeep/contracts); the rest are ours.
 */
import { OAUTH_CODES } from '@timekeep/contracts';

export const CODES = {
  ...OAUTH_CODES,
  /** Wrong username or password (never says which). */
  wrongCredentials: 'ZBOA0101',
  emailTaken: 'ZBOA0102',
  domainTaken: 'ZBOA0103',
  notActivated: 'ZBOA0104',
  /** Password-reset or join-approval link unknown, used or expired. */
  linkInvalid: 'ZBOA0105',
  notMember: 'ZBOA0107',
  refreshRefused: 'ZBOA0108',
  invitationEmailMismatch: 'ZBOA0109',
  alreadyMember: 'ZBOA0110',
  joinPending: 'ZBOA0112',
  companyNotFound: 'ZBOA0113',
  /** The company's administrators deactivated this member (System → Users). */
  memberDeactivated: 'ZBOA0114',
} as const;
