import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PlainField } from './PlainField';
import { PlainInput } from './PlainInput';

describe('PlainField with PlainInput', () => {
  it('labels the input, marks it required without changing the label text, and shows no error at first', () => {
    render(
      <PlainField id="user" label="Username" required>
        <PlainInput name="username" />
      </PlainField>,
    );
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('id', 'user');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Username')).toHaveClass('required');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the error and links it and the extra text to the input, which turns red', () => {
    render(
      <PlainField id="user" label="Username" error="Invalid account" extra="Your code, e-mail or phone">
        <PlainInput />
      </PlainField>,
    );
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('error');
    expect(input).toHaveAccessibleDescription('Invalid account Your code, e-mail or phone');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid account');
    expect(screen.getByText('Username')).not.toHaveClass('required');
  });

  it('an input outside a field keeps what it is given', () => {
    render(<PlainInput aria-label="Search" status="error" placeholder="Type" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('id');
  });
});
