import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { App } from 'antd';
import { AppProvider } from '../providers/AppProvider';
import { unusedServices } from '../test-utils/renderWithWidgets';
import { useWarn } from './useWarn';

describe('useWarn', () => {
  it('uses the app toast queue when there is one', () => {
    const warn = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProvider services={{ ...unusedServices, warn }}>{children}</AppProvider>;
    const { result } = renderHook(() => useWarn(), { wrapper });
    result.current('Invalid file type');
    expect(warn).toHaveBeenCalledWith('Invalid file type');
  });

  it("falls back to antd's message inside <App>", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <App>
        <AppProvider services={unusedServices}>{children}</AppProvider>
      </App>
    );
    const { result } = renderHook(() => useWarn(), { wrapper });
    act(() => result.current('No location selected'));
    expect(await screen.findByText('No location selected')).toBeInTheDocument();
  });

  it('logs when there is neither', () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <AppProvider services={unusedServices}>{children}</AppProvider>;
    const { result } = renderHook(() => useWarn(), { wrapper });
    result.current('No location selected');
    expect(spy).toHaveBeenCalledWith('No location selected');
    spy.mockRestore();
  });
});
