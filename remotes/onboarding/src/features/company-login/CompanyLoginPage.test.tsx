import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, currentPath, findDialog, renderOnboarding, resetOnboardingState, success, validJwt } from '../testing/render-onboarding';
import { COMPANY_LIST_HEIGHT } from './CompanyLoginPage';

jest.setTimeout(20000);
let access: string;
beforeEach(() => {
  resetOnboardingState();
  access = validJwt();
  localStorage.setItem('accessToken', access);
  localStorage.setItem('refreshToken', 'refresh-0');
});

const companies = [
  { id: 11, company: { id: 1, name: 'Acme' } },
  { id: 12, company: { id: 2, name: 'Beta' } },
];

describe('company login', () => {
  it('lists the joined companies in the 196 px box', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-login', replies: { user_joined_company: success(companies) } });
    expect(await screen.findByLabelText('Beta')).toBeInTheDocument();
    expect(screen.getByTestId('company-list')).toHaveStyle({ height: `${COMPANY_LIST_HEIGHT}px`, overflowY: 'auto' });
    expect(COMPANY_LIST_HEIGHT).toBe(196);
    expect(harness.calls('user_joined_company')[0].headers.authorization).toBe(`JWT ${access}`);
  });

  it('says "Company not selected" when signing in without a choice', async () => {
    const harness = renderOnboarding({ path: '/onboard/company-login', replies: { user_joined_company: success(companies) } });
    await screen.findByLabelText('Acme');
    fireEvent.click(button('Sign in'));
    expect(await screen.findByText('Company not selected')).toBeInTheDocument();
    expect(harness.calls('user_login_company')).toHaveLength(0);
  });

  it("signs in to the chosen company and hands the session to the company's host", async () => {
    const harness = renderOnboarding({
      path: '/onboard/company-login',
      replies: {
        user_joined_company: success(companies),
        user_login_company: success({ token: 'company-access', refresh: 'company-refresh', domain: 'beta' }),
      },
    });
    fireEvent.click(await screen.findByLabelText('Beta'));
    fireEvent.click(button('Sign in'));
    await waitFor(() => expect(harness.assigned).toEqual(['http://beta.localhost:8080/switch-company?state=company-access&refresh=company-refresh']));
    expect(harness.calls('user_login_company')[0].body).toEqual({ company_id: 2 });
  });

  it('a company login without a domain is a failure', async () => {
    const harness = renderOnboarding({
      path: '/onboard/company-login',
      replies: { user_joined_company: success(companies), user_login_company: success({ token: 't', refresh: 'r' }) },
    });
    fireEvent.click(await screen.findByLabelText('Acme'));
    fireEvent.click(button('Sign in'));
    expect(await screen.findByText('Could not sign in to this company. Please try again.')).toBeInTheDocument();
    expect(harness.assigned).toEqual([]);
  });

  it('switch account clears the tokens and returns to company verification', async () => {
    renderOnboarding({ path: '/onboard/company-login', replies: { user_joined_company: success(companies) } });
    await screen.findByLabelText('Acme');
    fireEvent.click(button('Switch account'));
    expect(currentPath()).toBe('/onboard/company-verification');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('creates a company in a dialog and lists it', async () => {
    let list = companies;
    const harness = renderOnboarding({
      path: '/onboard/company-login',
      replies: {
        user_joined_company: () => success(list),
        user_create_company: () => {
          list = [...companies, { id: 13, company: { id: 3, name: 'Gamma' } }];
          return success({ id: 3 });
        },
      },
    });
    await screen.findByLabelText('Acme');
    fireEvent.click(button('Create company'));
    const dialog = await findDialog('Create a company');
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Gamma' } });
    fireEvent.change(screen.getByLabelText('Company domain'), { target: { value: 'gam ma' } });
    // Without a Maps key in the public config the location is entered by hand.
    fireEvent.click(button('Choose location', dialog));
    const location = await findDialog('Enter the location');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Main St, Springfield' } });
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '19.43' } });
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-99.13' } });
    fireEvent.click(button('Confirm', location));
    await waitFor(() => expect(screen.getByDisplayValue('1 Main St, Springfield')).toBeInTheDocument());
    fireEvent.click(button('Create company', dialog));
    expect(await screen.findByLabelText('Gamma')).toBeInTheDocument();
    expect(harness.calls('user_create_company')[0].body).toEqual(
      expect.objectContaining({ company_name: 'Gamma', company_domain: 'gamma', company_address: '1 Main St, Springfield' }),
    );
    expect(harness.calls('user_create_company')[0].headers.authorization).toBe(`JWT ${access}`);
  });

  it("on a company's host without a stored company code, replaces that sub-domain instead of stacking", async () => {
    const withDomains = [
      { id: 1, company: { id: 1, name: 'Acme', domain: 'acme' } },
      { id: 2, company: { id: 2, name: 'Beta', domain: 'beta' } },
    ];
    const harness = renderOnboarding({
      path: '/onboard/company-login',
      location: { protocol: 'http:', hostname: 'acme.localhost', port: '8080' },
      replies: { user_joined_company: success(withDomains), user_login_company: success({ token: 'a', refresh: 'r', domain: 'beta' }) },
    });
    fireEvent.click(await screen.findByLabelText('Beta'));
    fireEvent.click(button('Sign in'));
    await waitFor(() => expect(harness.assigned).toEqual(['http://beta.localhost:8080/switch-company?state=a&refresh=r']));
  });
});
