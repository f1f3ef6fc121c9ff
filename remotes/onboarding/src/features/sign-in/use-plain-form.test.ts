import { act, renderHook } from '@testing-library/react';
import type { FormRules } from './sign-in-rules';
import { usePlainForm } from './use-plain-form';

type Values = { name: string; remember: boolean };
const rules: FormRules<Values> = { name: (value) => (value.trim() === '' ? 'Name needed' : undefined) };

function renderForm(onSubmit: (values: Values) => Promise<unknown>) {
  return renderHook(() => usePlainForm<Values>({ initialValues: { name: '', remember: false }, rules, onSubmit }));
}

describe('usePlainForm', () => {
  it('shows a message only after the field was left or a submit was tried; a failing submit sends nothing', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const { result } = renderForm(onSubmit);
    expect(result.current.error('name')).toBeUndefined();
    act(() => result.current.touch('name'));
    expect(result.current.error('name')).toBe('Name needed');

    const fresh = renderForm(onSubmit).result;
    await act(() => fresh.current.submit());
    expect(fresh.current.error('name')).toBe('Name needed');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the latest values, even right after a change, and is submitting until the work settles', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderForm(onSubmit);
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      result.current.setValue('name', ' Ada ');
      result.current.setValue('remember', true);
      submitted = result.current.submit();
    });
    expect(onSubmit).toHaveBeenCalledWith({ name: ' Ada ', remember: true });
    expect(result.current.isSubmitting).toBe(true);
    await act(async () => {
      finish();
      await submitted;
    });
    expect(result.current.isSubmitting).toBe(false);
    expect(result.current.error('name')).toBeUndefined();
  });

  it('is not left submitting when the work fails', async () => {
    const { result } = renderForm(() => Promise.reject(new Error('network')));
    act(() => result.current.setValue('name', 'Ada'));
    await act(() => expect(result.current.submit()).rejects.toThrow('network'));
    expect(result.current.isSubmitting).toBe(false);
  });
});
