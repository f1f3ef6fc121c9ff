/** System response codes (translated in the `api` namespace). */
export const SYSTEM_CODES = {
  ok: 'ZSYS0000',
  /** 400: an administrator tried to deactivate their own access. */
  cannotDeactivateSelf: 'ZSYS0001',
  /** 400: a group names a permission the product does not know (`params.permission`). */
  unknownPermission: 'ZSYS0002',
  /** 400: a company user's e-mail cannot change (invite the new address instead). */
  emailFixed: 'ZSYS0003',
  /** 400: e-mail setting: the company's own SMTP is on without a host (`fields.smtp_host`). */
  smtpHostRequired: 'ZSYS0004',
  /** 400: auto export: the recipients are not e-mail addresses, or more than `params.max` (`fields.recipients`). */
  badRecipients: 'ZSYS0005',
  /** 404: e-mail setting: no test mail of that id. */
  noTestMail: 'ZSYS0006',
  /** 400: alert setting: chosen users without any, or a user not of the company (`fields.users`). */
  badAlertUsers: 'ZSYS0007',
} as const;
