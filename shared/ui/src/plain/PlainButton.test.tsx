import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  it('is a button of its text that never submits unless asked to, with its icon before the text', () => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const clicked = jest.fn();
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <PlainButton icon={<i data-testid="icon" />} onClick={clicked}>
          Change language
        </PlainButton>
        <PlainButton variant="primary" type="submit" block>
          Sign in
        </PlainButton>
      </form>,
    );
    const plain = screen.getByRole('button', { name: 'Change language' });
    expect(plain).toHaveAttribute('type', 'button');
    expect(plain).toHaveClass('button', 'default');
    expect(plain.firstElementChild).toContainElement(screen.getByTestId('icon'));
    fireEvent.click(plain);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();

    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toHaveClass('primary', 'block');
    fireEvent.click(submit);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a turning icon, says it is busy and ignores clicks and submits', () => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const clicked = jest.fn();
    const { rerender } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <PlainButton variant="primary" type="submit" loading onClick={clicked}>
          Sign in
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-icon="loading"]')).toBeInTheDocument();
    fireEvent.click(button);
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <PlainButton variant="primary" type="submit" onClick={clicked}>
          Sign in
        </PlainButton>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[data-icon="loading"]')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('is a link-looking button or disabled when asked', () => {
    const clicked = jest.fn();
    render(
      <>
        <PlainButton variant="link">Forgot password?</PlainButton>
        <PlainButton disabled onClick={clicked}>
          Send
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveClass('link');
    const disabled = screen.getByRole('button', { name: 'Send' });
    expect(disabled).toBeDisabled();
    fireEvent.click(disabled);
    expect(clicked).not.toHaveBeenCalled();
  });
});
