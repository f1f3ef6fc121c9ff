import * as yup from 'yup';
import { createFormMessages, FORM_MESSAGE_KEYS, type TranslateCommon } from './messages';

// A fake translator that shows which key and values were asked for, so each rule's message is visible.
const t: TranslateCommon = (key, options) => {
  const { ns, max, min } = options;
  return `${String(ns)}:${key}${max !== undefined ? `|max=${String(max)}` : ''}${min !== undefined ? `|min=${String(min)}` : ''}`;
};

describe('createFormMessages', () => {
  beforeAll(() => yup.setLocale(createFormMessages(t)));

  it.each([
    // Schemas are built inside the test: yup reads the locale when a rule is added.
    [() => yup.string().required(), '', `common:${FORM_MESSAGE_KEYS.required}`],
    [() => yup.string().max(3), 'abcd', `common:${FORM_MESSAGE_KEYS.maxLength}|max=3`],
    [() => yup.string().min(8), 'abc', `common:${FORM_MESSAGE_KEYS.minLength}|min=8`],
    [() => yup.number(), 'x', `common:${FORM_MESSAGE_KEYS.type}`],
    [() => yup.string().matches(/^\d+$/), 'a', `common:${FORM_MESSAGE_KEYS.pattern}`],
  ])('%#: gives the translated generic message', async (makeSchema, value, expected) => {
    await expect(makeSchema().validate(value)).rejects.toThrow(expected);
  });
});
