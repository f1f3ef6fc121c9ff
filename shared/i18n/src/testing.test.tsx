import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { render, screen } from '@testing-library/react';
import { createTestI18n } from './testing';

function Title(): ReactElement {
  const { t } = useTranslation('menu');
  return <h1>{t('att.shift')}</h1>;
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createTestI18n', () => {
  it('is ready synchronously with every namespace, in English by default', () => {
    const i18n = createTestI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('menu:att.shift')).toBe('Shift');
    expect(i18n.t('api:ZGEN0404')).toBe('The requested resource was not found.');
    expect(i18n.t('notFound.title')).toBe('Page not found');
  });

  it('takes a language, normalised, and sets the document direction', () => {
    const i18n = createTestI18n('ar-SA');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('common:button.save')).toBe('حفظ');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('interpolates like the app (no HTML escaping; React escapes)', () => {
    const i18n = createTestI18n('es-MX');
    expect(i18n.t('default:remote.unavailableTitle', { area: 'Asistencia & <GPS>' })).toBe('Asistencia & <GPS> no está disponible');
  });

  it('switches language without any loading', async () => {
    const i18n = createTestI18n('tr');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('menu:home')).toBe('首页');
  });

  it('renders through I18nextProvider', () => {
    render(
      <I18nextProvider i18n={createTestI18n('tr')}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Vardiya');
  });

  it('renders without a provider when given initReactI18next', () => {
    createTestI18n('zh-CN', { react: initReactI18next });
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('班次');
  });

  it('instances are independent', () => {
    const a = createTestI18n('ar');
    const b = createTestI18n('tr');
    expect(a.language).toBe('ar');
    expect(b.language).toBe('tr');
  });
});
