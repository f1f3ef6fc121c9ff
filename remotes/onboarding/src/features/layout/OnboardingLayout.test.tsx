import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Region } from '@timekeep/ui';
import { button, findDialog, renderOnboarding, resetOnboardingState } from '../testing/render-onboarding';
import { RegionalLogo } from './RegionalLogo';

jest.setTimeout(20000);
beforeEach(resetOnboardingState);

const region: Region = {
  code: 'mx',
  identify_code: 'mx',
  product_name: 'Timekeep México',
  website: 'https://mx.timekeep.example',
  copyright: '© Timekeep MX',
  logo: '/web/static/logos/mx.svg',
};

describe('regional logo', () => {
  it("shows the region's logo at 200×64 and the built-in one when it fails to load", () => {
    render(<RegionalLogo src={region.logo} productName={region.product_name} />);
    const image = screen.getByAltText('Timekeep México');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '64');
    fireEvent.error(image);
    expect(screen.getByTestId('fallback-logo')).toHaveAttribute('width', '200');
  });

  it('uses the built-in logo when the region has none', () => {
    render(<RegionalLogo productName="Timekeep" />);
    expect(screen.getByTestId('fallback-logo')).toBeInTheDocument();
  });
});

describe('onboarding layout', () => {
  it('is at least 900×400 and has the slogan panel', () => {
    renderOnboarding({ path: '/onboard/sign-up' });
    expect(screen.getByTestId('onboarding-layout')).toHaveStyle({ minWidth: '900px' });
    expect(screen.getByText('Every minute, accounted for')).toBeInTheDocument();
  });

  it('switches the language from the language dialog at once', async () => {
    const harness = renderOnboarding({ path: '/onboard/sign-up', lng: 'tr' });
    fireEvent.click(button('Dil'));
    const dialog = await findDialog(harness.i18n.t('default:language.title'));
    fireEvent.click(screen.getByText('العربية'));
    fireEvent.click(button(harness.i18n.t('default:language.confirm'), dialog));
    await waitFor(() => expect(screen.getByText('إنشاء حساب')).toBeInTheDocument());
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The instance is shared by this file's tests: put the language back.
    await act(() => harness.i18n.changeLanguage('tr'));
  });
});

describe('visit website', () => {
  it("opens the region's website in a new window; the region's logo and copyright are shown", () => {
    const harness = renderOnboarding({ path: '/onboard/sign-up', region });
    expect(screen.getByAltText('Timekeep México')).toHaveAttribute('src', '/web/static/logos/mx.svg');
    expect(screen.getByTestId('copyright')).toHaveTextContent('© Timekeep MX');
    fireEvent.click(button('Visit website'));
    expect(harness.opened).toEqual(['https://mx.timekeep.example']);
  });
});

describe('copyright line', () => {
  const year = new Date().getFullYear();
  const standard: Region = { ...region, copyright: '© 2024 Timekeep. All rights reserved.' };

  it.each([
    ['en', `© ${year} \u2068Timekeep\u2069. All rights reserved.`],
    ['es-MX', `© ${year} \u2068Timekeep\u2069. Todos los derechos reservados.`],
    ['ar', `© ${year} \u2068Timekeep\u2069. جميع الحقوق محفوظة.`],
  ])('is said in %s with this year, the owner isolated for right-to-left text', (lng, line) => {
    renderOnboarding({ path: '/onboard/sign-up', region: standard, lng });
    expect(screen.getByTestId('copyright').textContent).toBe(line);
  });

  it("keeps a region's own text, isolated so Arabic pages do not reorder it", () => {
    renderOnboarding({ path: '/onboard/sign-up', region: { ...region, copyright: 'Timekeep México S.A. de C.V.' }, lng: 'ar' });
    expect(screen.getByTestId('copyright').textContent).toBe('\u2068Timekeep México S.A. de C.V.\u2069');
  });
});
