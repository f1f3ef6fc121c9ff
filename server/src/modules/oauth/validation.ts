/**
 * Server side of SPEC §5: the shared yup schemas decide, plus the `> = <` rule over every text field of the
 * body (not only the fields a schema knows). A failure is 400 ZBOA0100 with `context.fields` (field → i18n key)
 * and nothing has been written yet.
 */
import {
  ONBOARDING_MESSAGE_KEYS,
  illegalInputFields,
  validateOnboarding,
  type OnboardingSchema,
  type OnboardingValue,
} from '@timekeep/validation';
import { ApiError } from '../../http/api-error';
import { CODES } from './codes';

export async function parseBody<S extends OnboardingSchema>(schema: S, body: unknown): Promise<OnboardingValue<S>> {
  const payload = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  for (const field of illegalInputFields(payload)) fields[field] = ONBOARDING_MESSAGE_KEYS.illegalInput;
  const result = await validateOnboarding(schema, payload);
  if (!result.ok) {
    for (const [field, key] of Object.entries(result.fields)) fields[field] ??= key;
  }
  if (Object.keys(fields).length > 0 || !result.ok) {
    throw new ApiError(400, CODES.invalidForm, { message: 'The form contains invalid data.', fields });
  }
  return result.value;
}

/** Pages opened from a link: no code at all is SPEC §8's ZBOA0106, not a form error. */
export function requireCode(body: unknown): void {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  if (typeof code !== 'string' || code.trim() === '') {
    throw new ApiError(400, CODES.missingCode, { message: 'The link is missing its code.' });
  }
}
