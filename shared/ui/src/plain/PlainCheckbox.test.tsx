import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlainCheckbox } from './PlainCheckbox';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <PlainCheckbox
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    >
      Remember me
    </PlainCheckbox>
  );
}

describe('PlainCheckbox', () => {
  it('is a checkbox named by its text; clicking the box or the text toggles it', () => {
    const changed = jest.fn();
    render(<Controlled onChange={changed} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(box.closest('label')).toHaveClass('checked');
    fireEvent.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(changed.mock.calls).toEqual([[true], [false]]);
  });

  it('takes an aria-label when it has no text, and does nothing when disabled', () => {
    const changed = jest.fn();
    render(<PlainCheckbox checked={false} onChange={changed} aria-label="I agree" disabled />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeDisabled();
    fireEvent.click(box);
    expect(changed).not.toHaveBeenCalled();
  });
});
