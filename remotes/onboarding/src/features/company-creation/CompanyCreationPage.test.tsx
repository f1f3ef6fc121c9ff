import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
// The same fake of the Maps JS API and Time Zone API the e2e server serves.
import fake from '../../../../../e2e/fakes/google-maps-fake.js';
import { button, currentPath, findDialog, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(30000);
beforeEach(resetOnboardingState);

/** The Maps settings the shell reads from the server's public config (key and the fake's origin). */
const MAPS = { apiKey: 'test-key', scriptBaseUrl: '/fake.js', timeZoneUrl: 'http://tz.test/json' };

function fillCompany(domain = 'acme') {
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme Inc' } });
  fireEvent.change(screen.getByLabelText('Company domain'), { target: { value: domain } });
}

/** Without a Maps key: the manual dialog. */
async function enterLocation(values: Record<string, string>) {
  fireEvent.click(button('Choose location'));
  const dialog = await findDialog('Enter the location');
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(button('Confirm', dialog));
}

describe('company creation', () => {
  it('without the activation code shows ZBOA0106 and leaves', () => {
    renderOnboarding({ path: '/onboard/company-creation' });
    expect(currentPath()).toBe('/onboard/company-verification');
    expect(visibleToasts()[0]).toEqual(expect.objectContaining({ type: 'error' }));
  });

  it('warns "Invalid location" and sends nothing without a location', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-creation', state: { code: 'c1' }, replies: { company_creation: success() } });
    fillCompany();
    fireEvent.click(button('Create company'));
    await waitFor(() => expect(visibleToasts()).toEqual([expect.objectContaining({ type: 'warning', message: 'Invalid location' })]));
    expect(harness.calls('company_creation')).toHaveLength(0);
  });

  it('rejects www as a company domain', async () => {
    renderOnboarding({ path: '/onboard/company-creation', state: { code: 'c1' } });
    fillCompany('www');
    fireEvent.click(button('Create company'));
    expect(await screen.findByText('Invalid company domain')).toBeInTheDocument();
  });

  it('the manual location dialog refuses to confirm without an address', async () => {
    renderOnboarding({ path: '/onboard/company-creation', state: { code: 'c1' } });
    await enterLocation({ Latitude: '1', Longitude: '2' });
    await waitFor(() => expect(visibleToasts().map((t) => t.message)).toContain('No location selected'));
    expect(await findDialog('Enter the location')).toBeInTheDocument();
  });

  it('without a Maps key sends every company field typed by hand with the code, then goes to company verification', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-creation', state: { code: 'c1' }, replies: { company_creation: success() } });
    fillCompany();
    await enterLocation({
      Address: 'Av. Reforma 1, CDMX',
      Country: 'Mexico',
      'Country code': 'mx',
      'State or province': 'Ciudad de México',
      City: 'Ciudad de México',
      Latitude: '19.4326',
      Longitude: '-99.1332',
    });
    await waitFor(() => expect(screen.getByLabelText('Company address')).toHaveValue('Av. Reforma 1, CDMX'));
    fireEvent.click(button('Create company'));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    expect(harness.calls('company_creation')[0].body).toEqual({
      company_name: 'Acme Inc',
      company_domain: 'acme',
      company_address: 'Av. Reforma 1, CDMX',
      company_timezone: expect.any(String),
      company_country: 'Mexico',
      company_country_code: 'MX',
      company_province: 'Ciudad de México',
      company_city: 'Ciudad de México',
      company_latitude: 19.4326,
      company_longitude: -99.1332,
      code: 'c1',
    });
    expect(visibleToasts().map((t) => t.message)).toContain('The company was created. Please sign in.');
  });

  it('with a Maps key: address search on the map fills the address, coordinates, country parts and time zone', async () => {
    fake.install(window);
    global.fetch = jest.fn(async (url: string | URL | Request) => ({
      json: async () => fake.timeZoneResponse(new URL(String(url)).searchParams),
    })) as unknown as typeof fetch;
    const harness = renderOnboarding({
      path: '/onboard/company-creation',
      state: { code: 'c1' },
      replies: { company_creation: success() },
      maps: MAPS,
    });
    fillCompany();
    fireEvent.click(button('Choose location'));
    // The dialog's map part loads on demand: a placeholder dialog first, then the map.
    await waitFor(() => expect(document.querySelector('[data-fake-map]')).not.toBeNull());
    const dialog = await findDialog('Map Location');
    const search = screen.getByLabelText('Search for an address');
    await waitFor(() => expect(search).not.toBeDisabled());
    act(() => search.focus());
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'dubai' } });
    // Suggestions come after the 500 ms debounce.
    const suggestion = await screen.findByText('Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates', {}, { timeout: 5000 });
    fireEvent.click(suggestion);
    await waitFor(() => expect(screen.getByTestId('selected-place')).toHaveTextContent('Downtown Dubai'));
    await waitFor(() => expect(button('Confirm', dialog)).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(button('Confirm', dialog));
    await waitFor(() => expect(screen.getByLabelText('Company address')).toHaveValue('Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates'));
    fireEvent.click(button('Create company'));
    await waitFor(() => expect(currentPath()).toBe('/onboard/company-verification'));
    expect(harness.calls('company_creation')[0].body).toEqual({
      company_name: 'Acme Inc',
      company_domain: 'acme',
      company_address: 'Financial Center Rd, Downtown Dubai, Dubai, United Arab Emirates',
      company_timezone: 'Asia/Dubai',
      company_country: 'United Arab Emirates',
      company_country_code: 'AE',
      company_province: 'Dubai',
      company_city: 'Dubai',
      company_latitude: 25.1972,
      company_longitude: 55.2796,
      code: 'c1',
    });
  });
});
