import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, currentPath, findDialog, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(30000);
beforeEach(resetOnboardingState);

function fillCompany(domain = 'acme') {
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme Inc' } });
  fireEvent.change(screen.getByLabelText('Company domain'), { target: { value: domain } });
}

async function chooseLocation(values: Record<string, string>) {
  fireEvent.click(button('Choose location'));
  const dialog = await findDialog('Map Location');
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

  it('the location dialog refuses to confirm without an address', async () => {
    renderOnboarding({ path: '/onboard/company-creation', state: { code: 'c1' } });
    await chooseLocation({ Latitude: '1', Longitude: '2' });
    await waitFor(() => expect(visibleToasts().map((t) => t.message)).toContain('No location selected'));
    expect(await findDialog('Map Location')).toBeInTheDocument();
  });

  it('sends every company field with the code, then goes to company verification', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-creation', state: { code: 'c1' }, replies: { company_creation: success() } });
    fillCompany();
    await chooseLocation({
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
});
