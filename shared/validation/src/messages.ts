import type { LocaleObject } from 'yup';

/** The translation keys (namespace `common`) of the generic form messages of SPEC §8. */
export const FORM_MESSAGE_KEYS = {
  required: 'form.required',
  maxLength: 'form.maxLength',
  minLength: 'form.minLength',
  type: 'form.type',
  pattern: 'form.pattern',
  illegalInput: 'form.illegalInput',
  digitsOnly: 'form.digitsOnly',
  hourMinute: 'form.hourMinute',
  ipv4: 'form.ipv4',
  serialNumber: 'form.serialNumber',
  mapChannel: 'form.mapChannel',
} as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[keyof typeof FORM_MESSAGE_KEYS];

/** The part of an i18next `t` these messages need; keys are looked up in the `common` namespace. */
export type TranslateCommon = (key: string, options: { ns: 'common'; [value: string]: unknown }) => string;

/**
 * A yup locale whose messages are translated when validation runs, so a language switch applies to the next
 * validation without rebuilding schemas. Use with `yup.setLocale(createFormMessages(i18n.t))`.
 */
export function createFormMessages(t: TranslateCommon): LocaleObject {
  const message = (key: FormMessageKey) => (params: object) => t(key, { ns: 'common', ...params });
  return {
    mixed: {
      required: message(FORM_MESSAGE_KEYS.required),
      notType: message(FORM_MESSAGE_KEYS.type),
      defined: message(FORM_MESSAGE_KEYS.required),
    },
    string: {
      max: message(FORM_MESSAGE_KEYS.maxLength),
      min: message(FORM_MESSAGE_KEYS.minLength),
      matches: message(FORM_MESSAGE_KEYS.pattern),
    },
    array: {
      min: message(FORM_MESSAGE_KEYS.required),
    },
  };
}
