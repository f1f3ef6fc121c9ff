/**
 * Issue 3: the whole sign-up flow in Arabic (right to left) and in Mexican Spanish, language chosen in the
 * onboarding language dialog; every label, button and message on the way is in that language.
 */
import { expect, test, type Page } from '../support/test';
import { installClock, skipCheckDelay } from '../support/clock';
import { chooseLocation, companyOrigin, type LocationLabels, expectMainApp, onboardLink, STRONG_PASSWORD, unique, uniqueEmail, waitForMail } from './support';

interface Texts {
  code: string;
  languageName: string;
  dir: 'rtl' | 'ltr';
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  agreement: string;
  signUp: string;
  activating: string;
  companyName: string;
  companyDomain: string;
  createCompany: string;
  created: string;
  location: LocationLabels;
  username: string;
  signIn: string;
}

const LANGUAGES: Texts[] = [
  {
    code: 'ar',
    languageName: 'العربية',
    dir: 'rtl',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    agreement: 'أوافق على شروط الخدمة وسياسة الخصوصية',
    signUp: 'التسجيل',
    activating: 'جارٍ تفعيل حسابك…',
    companyName: 'اسم الشركة',
    companyDomain: 'نطاق الشركة',
    createCompany: 'إنشاء الشركة',
    created: 'أُنشئت الشركة. يرجى تسجيل الدخول.',
    location: { choose: 'اختيار الموقع', title: 'الموقع على الخريطة', search: 'ابحث عن عنوان', confirm: 'تأكيد' },
    username: 'اسم المستخدم',
    signIn: 'تسجيل الدخول',
  },
  {
    code: 'es-MX',
    languageName: 'Español (México)',
    dir: 'ltr',
    email: 'Correo electrónico',
    phone: 'Número de teléfono',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    agreement: 'Acepto los términos del servicio y la política de privacidad',
    signUp: 'Registrarse',
    activating: 'Activando tu cuenta…',
    companyName: 'Nombre de la empresa',
    companyDomain: 'Dominio de la empresa',
    createCompany: 'Crear empresa',
    created: 'La empresa se creó. Inicia sesión.',
    location: { choose: 'Elegir ubicación', title: 'Ubicación en el mapa', search: 'Buscar una dirección', confirm: 'Confirmar' },
    username: 'Usuario',
    signIn: 'Iniciar sesión',
  },
];

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(name, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of LANGUAGES) {
  test(`the whole sign-up flow in ${lang.code}`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`lang${lang.code.replace('-', '').toLowerCase()}`);
    const domain = unique('lng');

    await installClock(page);
    await page.goto('/onboard/sign-up');
    await chooseLanguage(page, lang.languageName);
    await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.code);

    await page.getByLabel(lang.email).fill(email);
    await page.getByLabel(lang.phone).fill('+5215512345678');
    await page.getByLabel(lang.password, { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel(lang.confirmPassword).fill(STRONG_PASSWORD + 'x');
    await page.getByRole('checkbox', { name: lang.agreement }).check();
    await page.getByRole('button', { name: lang.signUp, exact: true }).click();
    // The mismatch message is translated too; nothing was sent.
    await expect(page).toHaveURL(/\/onboard\/sign-up$/);
    await page.getByLabel(lang.confirmPassword).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: lang.signUp, exact: true }).click();
    await expect(page).toHaveURL(/\/onboard\/email-activation$/);
    await expect(page.getByText(email)).toBeVisible();

    const mail = await waitForMail(request, email, '/onboard/activation?code=');
    await page.goto(onboardLink(mail, 'activation'));
    await expect(page.getByText(lang.activating)).toBeVisible();
    await skipCheckDelay(page);
    await expect(page).toHaveURL(/\/onboard\/company-creation$/, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);

    await page.getByLabel(lang.companyName).fill(`Lang ${domain}`);
    await page.getByLabel(lang.companyDomain).fill(domain);
    await chooseLocation(page, lang.location);
    await page.getByRole('button', { name: lang.createCompany }).click();
    await expect(page).toHaveURL(/\/onboard\/company-verification$/);
    await expect(page.getByText(lang.created)).toBeVisible();

    await page.getByLabel(lang.username).fill(email);
    await page.getByLabel(lang.password, { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('checkbox', { name: lang.agreement }).check();
    await page.getByRole('button', { name: lang.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${companyOrigin(baseURL as string, domain)}/`);
    await expectMainApp(page);
  });
}
