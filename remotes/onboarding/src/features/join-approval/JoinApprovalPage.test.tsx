import { act, screen } from '@testing-library/react';
import { currentPath, failure, renderOnboarding, resetOnboardingState, success, visibleToasts } from '../testing/render-onboarding';

jest.setTimeout(20000);
beforeEach(() => {
  resetOnboardingState();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function resultStatus(): string | undefined {
  const result = document.querySelector('.ant-result');
  return [...(result?.classList ?? [])].find((c) => /^ant-result-(success|error)$/.test(c));
}

describe('join approval', () => {
  it('without a code shows ZBOA0106 and goes to company verification', () => {
    renderOnboarding({ path: '/onboard/join-approval' });
    expect(currentPath()).toBe('/onboard/company-verification');
    expect(visibleToasts()[0]).toEqual(expect.objectContaining({ type: 'error' }));
  });

  it('APPROVED is a success, after the 3 s delay', async () => {
    const harness = renderOnboarding({ path: '/onboard/join-approval?code=j1', replies: { join_approval: success({ approval: 'APPROVED' }) } });
    act(() => jest.advanceTimersByTime(2999));
    expect(harness.calls('join_approval')).toHaveLength(0);
    expect(screen.getByText('Processing the request…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(resultStatus()).toBe('ant-result-success');
    expect(harness.calls('join_approval')[0].body).toEqual({ code: 'j1' });
  });

  it('REJECTED is an error', async () => {
    renderOnboarding({ path: '/onboard/join-approval?code=j2', replies: { join_approval: success({ approval: 'REJECTED' }) } });
    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(resultStatus()).toBe('ant-result-error');
  });

  it('a refused code is an error with the server message', async () => {
    renderOnboarding({ path: '/onboard/join-approval?code=j3', replies: { join_approval: failure('ZBOA0110', 'This link was already used') } });
    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByText('This link was already used')).toBeInTheDocument();
    expect(resultStatus()).toBe('ant-result-error');
  });
});
