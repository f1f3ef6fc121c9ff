import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { BooleanCheckbox, BooleanSwitch } from './BooleanInput';

function Harness({ kind }: { kind: 'switch' | 'checkbox' }) {
  const [value, setValue] = useState(false);
  return (
    <>
      {kind === 'switch' ? (
        <BooleanSwitch aria-label="enabled" value={value} onChange={setValue} />
      ) : (
        <BooleanCheckbox value={value} onChange={setValue} checkboxDescription="Send a copy by email" />
      )}
      <output>{String(value)}</output>
    </>
  );
}

describe('boolean inputs', () => {
  it('switch toggles with click and keyboard', async () => {
    renderWithWidgets(<Harness kind="switch" />);
    const sw = screen.getByRole('switch', { name: 'enabled' });
    await userEvent.click(sw);
    expect(screen.getByRole('status')).toHaveTextContent('true');
    sw.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });
  it('checkbox shows its description as the label', async () => {
    renderWithWidgets(<Harness kind="checkbox" />);
    await userEvent.click(screen.getByLabelText('Send a copy by email'));
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });
});
