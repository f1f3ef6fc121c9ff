/** Answer codes of the productivity module (api namespace, 5 languages; ADR 0120). */
export const RALVIE_CODES = {
  ok: 'ZRAL0000',
  /** A revoked agent token cannot be restored (create another). */
  revokedIsFinal: 'ZRAL0001',
  /** Another agent token has this name. */
  tokenNameExists: 'ZRAL0002',
  /** Another category names this application or domain. */
  patternExists: 'ZRAL0003',
  /** 401: no agent token, an unknown one, or a revoked one. */
  agentUnauthorized: 'ZRAL0004',
  /** A sample batch is not what the agent API takes (the field is named). */
  invalidBatch: 'ZRAL0005',
  /** A sample names an employee code the company does not have. */
  unknownEmployee: 'ZRAL0006',
  /** A sample starts too long ago or in the future. */
  sampleOutOfRange: 'ZRAL0007',
  /** A domain category is not a host name (no scheme, path or port). */
  notAHostName: 'ZRAL0008',
} as const;
