import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyFormats, setCompanyFormats, DEFAULT_COMPANY_FORMATS } from '@timekeep/ui';
import { createHarness, envelope, type RecordedRequest } from '../testing/panel-harness';
import { CompanySettingsBody } from './CompanySettingsScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(120000);

const PATH = '/web/oauth/api/v2/current-company/';
const COMPANY = {
  id: 1,
  company_name: 'Acme',
  company_domain: 'acme',
  company_logo: '',
  company_address: 'Av. Reforma 1',
  company_country: 'Mexico',
  company_country_code: 'MX',
  company_province: 'CDMX',
  company_city: 'Mexico City',
  company_latitude: 19.43,
  company_longitude: -99.13,
  company_timezone: 'America/Mexico_City',
  date_format: 'YYYY-MM-DD',
  time_format: 'HH:mm',
  first_day_of_week: 1,
  default_language: 'en',
  role: 'admin',
};

function renderSettings() {
  const harness = createHarness((request: RecordedRequest) => {
    if (request.method === 'GET' && request.path === PATH) return { data: envelope(COMPANY, 'ZBOA0000') };
    if (request.method === 'PATCH' && request.path === PATH) {
      const body = request.body as typeof COMPANY;
      if (body.company_name === 'Taken') return { status: 400, data: { code: 'ZGEN0463', context: { fields: { company_name: 'ZGEN0463' } }, data: null } };
      return { data: envelope({ ...COMPANY, ...body }, 'ZBOA0000') };
    }
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  harness.renderPanel((client) => <CompanySettingsBody client={client} />);
  return harness;
}

const choose = async (label: string, option: RegExp) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  // antd draws the choices in its own list (the role=option items are a hidden accessibility copy).
  const find = () => [...document.querySelectorAll('.ant-select-item-option')].find((item) => option.test(item.textContent ?? ''));
  await waitFor(() => expect(find()).toBeDefined());
  fireEvent.click(find() as Element);
};

afterEach(() => setCompanyFormats(DEFAULT_COMPANY_FORMATS));

test('shows the company, saves new formats and language, and puts them into effect at once', async () => {
  const { requests } = renderSettings();
  const form = await screen.findByTestId('company-settings-form');
  expect(within(form).getByLabelText('Company name')).toHaveValue('Acme');
  expect(screen.getByTestId('company-settings-position')).toHaveTextContent('19.43000, -99.13000');
  await choose('Date format', /^DD\/MM\/YYYY/);
  await waitFor(() => expect(screen.getByTestId('company-settings-preview')).toHaveTextContent(/Dates show as \d{2}\/\d{2}\/\d{4}/));
  await choose('Default language', /Español/);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ company_name: 'Acme', date_format: 'DD/MM/YYYY', default_language: 'es-MX', first_day_of_week: 1 });
  await waitFor(() => expect(companyFormats()).toMatchObject({ dateFormat: 'DD/MM/YYYY', defaultLanguage: 'es-MX' }));
});

test('shows the server’s refusal on its field', async () => {
  renderSettings();
  const form = await screen.findByTestId('company-settings-form');
  fireEvent.change(within(form).getByLabelText('Company name'), { target: { value: 'Taken' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const field = within(form).getByLabelText('Company name').closest('.ant-form-item') as HTMLElement;
  await waitFor(() => expect(field.querySelector('.ant-form-item-explain-error')).toHaveTextContent(/illegal|not valid|>/i));
});

test('without a Maps key the address button opens the manual form (the one location field of company creation), and its place is saved', async () => {
  const { requests } = renderSettings();
  const form = await screen.findByTestId('company-settings-form');
  fireEvent.click(within(form).getByRole('button', { name: 'Map' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter the location' });
  // It starts from the company's place.
  expect(within(dialog).getByLabelText('Address')).toHaveValue('Av. Reforma 1');
  fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Paseo de la Castellana 1' } });
  fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: 'Spain' } });
  fireEvent.change(within(dialog).getByLabelText('City'), { target: { value: 'Madrid' } });
  fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '40.4168' } });
  fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-3.7038' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(within(form).getByLabelText('Address')).toHaveValue('Paseo de la Castellana 1'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
    company_address: 'Paseo de la Castellana 1',
    company_country: 'Spain',
    company_city: 'Madrid',
    company_latitude: 40.4168,
    company_longitude: -3.7038,
  });
});
