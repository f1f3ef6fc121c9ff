import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { ColorInput } from './ColorInput';

// react-color draws its alpha checkerboard on a canvas, which jsdom does not implement: no canvas, no board.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  delete (window as unknown as { EyeDropper?: unknown }).EyeDropper;
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ColorInput aria-label="colour" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

function paste(text: string) {
  fireEvent.paste(screen.getByLabelText('colour'), { clipboardData: { getData: () => text } });
}

describe('ColorInput paste', () => {
  it.each([
    ['#fc4', '#ffcc44'],
    ['0E5B9D', '#0e5b9d'],
    ['rgb(1, 2, 3)', '#010203'],
    ['rgba(255, 0, 0, 50%)', '#ff000080'],
    ['hsl(120, 100%, 25%)', '#008000'],
  ])('accepts %p as %p', (text, stored) => {
    renderWithWidgets(<Harness initial="#000000" />);
    paste(text);
    expect(screen.getByRole('status')).toHaveTextContent(stored);
    expect(screen.getByLabelText('colour')).toHaveValue(stored);
  });

  it.each(['red', 'rgb(300, 0, 0)', 'hsl(400, 0%, 0%)', '#12345'])('ignores %p', (text) => {
    renderWithWidgets(<Harness initial="#0e5b9d" />);
    paste(text);
    expect(screen.getByRole('status')).toHaveTextContent('#0e5b9d');
    expect(screen.getByLabelText('colour')).toHaveValue('#0e5b9d');
  });

  it('typed text is read on Enter, and reverted when unreadable', async () => {
    renderWithWidgets(<Harness initial="#0e5b9d" />);
    const input = screen.getByLabelText('colour');
    await userEvent.clear(input);
    await userEvent.type(input, 'abc{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('#aabbcc');
    await userEvent.clear(input);
    await userEvent.type(input, 'blue');
    await userEvent.tab();
    expect(input).toHaveValue('#aabbcc');
  });
});

describe('ColorInput chooser', () => {
  it('opens from the swatch with the three modes, and switching mode rewrites the value', async () => {
    renderWithWidgets(<Harness initial="#ff0000" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose colour' }));
    expect(await screen.findByTestId('color-chooser')).toBeInTheDocument();
    expect(screen.getByText('HEX')).toBeInTheDocument();
    await userEvent.click(screen.getByText('RGBA'));
    expect(screen.getByRole('status')).toHaveTextContent('rgba(255, 0, 0, 1)');
    await userEvent.click(screen.getByText('HSLA'));
    expect(screen.getByRole('status')).toHaveTextContent('hsla(0, 100%, 50%, 1)');
    // Pastes are stored in the chosen mode.
    paste('#00ff00');
    expect(screen.getByRole('status')).toHaveTextContent('hsla(120, 100%, 50%, 1)');
  });

  it('has hue and alpha sliders', async () => {
    renderWithWidgets(<Harness initial="#ff0000" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose colour' }));
    const chooser = await screen.findByTestId('color-chooser');
    // react-color is a lazy chunk: the sliders arrive once it has loaded.
    await waitFor(() => expect(chooser.querySelector('.hue-horizontal')).not.toBeNull());
    expect(chooser.querySelector('.flexbox-fix')).not.toBeNull();
  });

  it('offers no eyedropper when the browser has none', async () => {
    renderWithWidgets(<Harness initial="#ff0000" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose colour' }));
    await screen.findByTestId('color-chooser');
    expect(screen.queryByRole('button', { name: 'Pick a colour from the screen' })).toBeNull();
  });

  it('uses the browser eyedropper when there is one', async () => {
    const open = jest.fn().mockResolvedValue({ sRGBHex: '#123456' });
    (window as unknown as { EyeDropper: unknown }).EyeDropper = class {
      open = open;
    };
    renderWithWidgets(<Harness initial="#ff0000" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose colour' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pick a colour from the screen' }));
    await act(async () => undefined);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('#123456'));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
