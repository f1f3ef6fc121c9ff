/** SPEC §2 password widgets: every whitespace character is removed; empty becomes the configured empty value. */
export function stripPasswordWhitespace<E>(text: string, emptyValue: E): string | E {
  const stripped = text.replace(/\s+/g, '');
  return stripped === '' ? emptyValue : stripped;
}

export type StrongPasswordCondition = 'length' | 'digit' | 'lower' | 'upper' | 'special';

/** The five conditions of the strong-password tooltip (SPEC §5 password rule), in display order. */
export const STRONG_PASSWORD_CONDITIONS: ReadonlyArray<{ id: StrongPasswordCondition; test: (p: string) => boolean }> = [
  { id: 'length', test: (p) => p.length >= 8 },
  { id: 'digit', test: (p) => /\d/.test(p) },
  { id: 'lower', test: (p) => /[a-z]/.test(p) },
  { id: 'upper', test: (p) => /[A-Z]/.test(p) },
  { id: 'special', test: (p) => /[@#$!%*?&]/.test(p) },
];

export function checkStrongPassword(password: string): Record<StrongPasswordCondition, boolean> {
  const result = {} as Record<StrongPasswordCondition, boolean>;
  for (const condition of STRONG_PASSWORD_CONDITIONS) result[condition.id] = condition.test(password);
  return result;
}

export function isStrongPassword(password: string): boolean {
  return STRONG_PASSWORD_CONDITIONS.every((condition) => condition.test(password));
}
