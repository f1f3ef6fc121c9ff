import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets, unusedServices } from '../test-utils/renderWithWidgets';
import { ImagePreview, LogoPicker, ProfilePhotoPicker } from './ImagePicker';
import type { CropperLike } from './ImageCropDialog';

// cropperjs needs real image decoding and canvas; a fake instance records what the dialog asks of it.
const fakeCropper = {
  rotate: jest.fn(),
  getCroppedCanvas: jest.fn((options?: { width?: number; height?: number }) => {
    const canvas = document.createElement('canvas');
    canvas.width = options?.width ?? 640;
    canvas.height = options?.height ?? 640;
    canvas.toDataURL = (type?: string) => `data:${type ?? 'image/png'};base64,${canvas.width}x${canvas.height}`;
    return canvas;
  }),
} satisfies CropperLike;

jest.mock('react-cropper', () => ({
  __esModule: true,
  default: function FakeCropper(props: { aspectRatio: number; onInitialized: (c: CropperLike) => void }) {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    useEffect(() => props.onInitialized(fakeCropper), []);
    return <div data-testid="cropper" data-aspect={props.aspectRatio} />;
  },
}));

beforeEach(() => jest.clearAllMocks());

function Harness({ logo, initial = null }: { logo?: boolean; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  const Picker = logo ? LogoPicker : ProfilePhotoPicker;
  return (
    <>
      <Picker value={value} onChange={setValue} />
      <output>{value ?? 'NULL'}</output>
    </>
  );
}

const status = () => document.querySelector('output') as HTMLElement;
const choose = (file: File) => fireEvent.change(screen.getByTestId('image-file-input'), { target: { files: [file] } });

describe('ProfilePhotoPicker', () => {
  it('shows "No Photo" in a 200 px avatar when empty', () => {
    renderWithWidgets(<Harness />);
    const placeholder = screen.getByText('No Photo');
    const avatar = placeholder.closest('.ant-avatar') as HTMLElement;
    expect(avatar.style.width).toBe('200px');
    expect(avatar.style.height).toBe('200px');
  });

  it('crops 1:1, rotates by 90° and confirms a data URL', async () => {
    renderWithWidgets(<Harness />);
    choose(new File(['img'], 'me.jpeg', { type: 'image/jpeg' }));
    const cropper = await screen.findByTestId('cropper');
    expect(cropper).toHaveAttribute('data-aspect', '1');
    await userEvent.click(screen.getByText('Rotate'));
    expect(fakeCropper.rotate).toHaveBeenCalledWith(90);
    await userEvent.click(screen.getByText('Confirm'));
    expect(status()).toHaveTextContent('data:image/png;base64,640x640');
    expect(fakeCropper.getCroppedCanvas).toHaveBeenCalledWith(undefined);
  });

  it('Cancel keeps the old value', async () => {
    renderWithWidgets(<Harness initial="me.png" />);
    choose(new File(['img'], 'me.png', { type: 'image/png' }));
    await screen.findByTestId('cropper');
    await userEvent.click(screen.getByText('Cancel'));
    expect(status()).toHaveTextContent('me.png');
    await waitFor(() => expect(screen.queryByTestId('cropper')).toBeNull());
  });

  it('rejects other types with common.invalidFileType', async () => {
    const warn = jest.fn();
    renderWithWidgets(<Harness />, { services: { ...unusedServices, warn } });
    await act(async () => choose(new File(['img'], 'me.gif', { type: 'image/gif' })));
    expect(warn).toHaveBeenCalledWith('Invalid file type');
    expect(screen.queryByTestId('cropper')).toBeNull();
  });

  it('shows a stored file name from /web/auth_files/', () => {
    renderWithWidgets(<Harness initial="emp-7.jpg" />);
    expect(screen.getByAltText('Preview')).toHaveAttribute('src', '/web/auth_files/emp-7.jpg');
  });
});

describe('LogoPicker', () => {
  it('crops 200:75 and resizes the output to 200×75, previewed at 200×75', async () => {
    renderWithWidgets(<Harness logo />);
    const avatar = screen.getByText('No Photo').closest('.ant-avatar') as HTMLElement;
    expect([avatar.style.width, avatar.style.height]).toEqual(['200px', '75px']);
    choose(new File(['img'], 'logo.png', { type: 'image/png' }));
    const cropper = await screen.findByTestId('cropper');
    expect(Number(cropper.getAttribute('data-aspect'))).toBeCloseTo(200 / 75);
    await userEvent.click(screen.getByText('Confirm'));
    expect(fakeCropper.getCroppedCanvas).toHaveBeenCalledWith({ width: 200, height: 75 });
    expect(status()).toHaveTextContent('data:image/png;base64,200x75');
  });
});

describe('ImagePreview', () => {
  it('defaults to 128×128', () => {
    renderWithWidgets(<ImagePreview value="data:image/png;base64,AA" />);
    const img = screen.getByAltText('Preview');
    const avatar = img.closest('.ant-avatar') as HTMLElement;
    expect([avatar.style.width, avatar.style.height]).toEqual(['128px', '128px']);
    expect(img).toHaveAttribute('src', 'data:image/png;base64,AA');
  });
});
