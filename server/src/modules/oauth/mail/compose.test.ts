import path from 'node:path';
import { REPO_ROOT } from '../../../paths';
import { mailContext } from './compose';
import { activationMail } from './templates';

const deps = { config: { localesDir: path.join(REPO_ROOT, 'shared', 'i18n', 'locales') }, now: () => new Date('2027-03-01T10:00:00Z') };
const brand = { product_name: 'Timekeep', website: 'https://timekeep.test', copyright: '© 2024 Timekeep. All rights reserved.', logoUrl: 'https://timekeep.test/logo.svg' };

describe('the copyright line of a mail', () => {
  it('is said in the recipient’s language with this year, the holder isolated from the sentence’s direction', () => {
    const mail = activationMail(mailContext(deps, 'ar', brand), 'a@b.test', 'https://timekeep.test/onboard/activation?code=x', 86_400);
    expect(mail.text).toContain('© 2027 \u2068Timekeep\u2069. جميع الحقوق محفوظة.');
    expect(mail.text).not.toContain('All rights reserved');
    expect(mail.html).toContain('جميع الحقوق محفوظة');
  });

  it('stays English, with this year, in English', () => {
    expect(mailContext(deps, 'en', brand).brand.copyright).toBe('© 2027 \u2068Timekeep\u2069. All rights reserved.');
  });

  it('keeps an operator’s own line as it is', () => {
    expect(mailContext(deps, 'es-MX', { ...brand, copyright: 'Marca registrada de Ejemplo S.A.' }).brand.copyright).toBe('\u2068Marca registrada de Ejemplo S.A.\u2069');
  });
});
