import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets, unusedServices } from '../test-utils/renderWithWidgets';
import { MultiImageUpload } from './MultiImageUpload';
import { readDataUrlInfo } from './imageFiles';

function Harness({ accept }: { accept?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <MultiImageUpload value={value} onChange={setValue} accept={accept} />
      <output>{value.map((url) => readDataUrlInfo(url)?.name).join(',')}</output>
    </>
  );
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const status = () => document.querySelector('output') as HTMLElement;
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('image-file-input'), { target: { files } });

describe('MultiImageUpload', () => {
  it('adds chosen images, ignores duplicate names, deletes one and resets all', async () => {
    const warn = jest.fn();
    renderWithWidgets(<Harness />, { services: { ...unusedServices, warn } });
    choose([png('a.png'), png('b.JPG')]);
    await waitFor(() => expect(status()).toHaveTextContent('a.png,b.JPG'));
    choose([png('a.png'), png('c.jpeg'), png('c.jpeg')]);
    await waitFor(() => expect(status()).toHaveTextContent('a.png,b.JPG,c.jpeg'));
    expect(document.querySelectorAll('img')).toHaveLength(3);
    await userEvent.click(screen.getByLabelText('Delete image b.JPG'));
    expect(status()).toHaveTextContent('a.png,c.jpeg');
    await userEvent.click(screen.getByText('Reset'));
    expect(status().textContent).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns common.invalidFileType and aborts the whole choice on a wrong type', async () => {
    const warn = jest.fn();
    renderWithWidgets(<Harness />, { services: { ...unusedServices, warn } });
    choose([png('a.png'), png('notes.txt')]);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Invalid file type'));
    expect(status().textContent).toBe('');
  });

  it('honours the accept option', async () => {
    const warn = jest.fn();
    renderWithWidgets(<Harness accept=".bmp" />, { services: { ...unusedServices, warn } });
    expect(screen.getByTestId('image-file-input')).toHaveAttribute('accept', '.bmp');
    choose([png('a.png')]);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    choose([png('scan.bmp')]);
    await waitFor(() => expect(status()).toHaveTextContent('scan.bmp'));
  });

  it('lays previews out as 96 px squares in a 300 px area', async () => {
    renderWithWidgets(<Harness />);
    expect(screen.getByTestId('image-area').style.height).toBe('300px');
    choose([png('a.png')]);
    const img = await screen.findByAltText('a.png');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
  });
});
