import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';

type Ui = typeof import('../../index');

// Each heavy library records when it is first required; the real module is still used.
const mockLoaded: string[] = [];
function mockRecorded(name: string): unknown {
  mockLoaded.push(name);
  return jest.requireActual(name);
}
jest.mock('ag-grid-react', () => mockRecorded('ag-grid-react'));
jest.mock('ag-grid-community', () => mockRecorded('ag-grid-community'));
jest.mock('react-color', () => mockRecorded('react-color'));
jest.mock('react-cropper', () => mockRecorded('react-cropper'));
jest.mock('@react-google-maps/api', () => mockRecorded('@react-google-maps/api'));

// react-color's checkerboard asks jsdom for a canvas it does not have.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function ColorHarness({ ui }: { ui: Ui }) {
  const [value, setValue] = useState('#ff0000');
  return <ui.ColorInput aria-label="colour" value={value} onChange={setValue} />;
}

// Importing the whole entry and rendering ag-grid takes a few seconds under jsdom.
jest.setTimeout(20_000);

// One sequence on purpose: the module registry is per file, so each step sees what the earlier ones loaded.
describe('heavy widget libraries', () => {
  it('load only when the widget that needs them renders', async () => {
    // Importing the package entry (as the shell and every remote do) loads none of them, and keeps every public name.
    const ui: Ui = await import('../../index');
    expect(mockLoaded).toEqual([]);
    for (const name of ['EmployeeGrid', 'EmployeePickerDialog', 'EmployeeMultiSelect', 'ColorInput', 'ImageCropDialog', 'ProfilePhotoPicker', 'LogoPicker', 'ImagePreview', 'MapLocationDialog', 'LocationField', 'AuthFailurePanel', 'WidgetGallery'] as const) {
      expect(typeof ui[name]).toBe('function');
    }

    // Fields whose dialogs are closed, a closed crop dialog and the colour input without its popover: still nothing.
    renderWithWidgets(
      <>
        <ColorHarness ui={ui} />
        <ui.EmployeeMultiSelect aria-label="employees" value={[]} />
        <ui.ProfilePhotoPicker value={null} />
        <ui.LogoPicker value={null} />
        <ui.LocationField aria-label="location" value={null} />
        <ui.ImageCropDialog src={null} spec={ui.PHOTO_CROP} onConfirm={jest.fn()} onCancel={jest.fn()} />
        <ui.MapLocationDialog open={false} onConfirm={jest.fn()} onClose={jest.fn()} />
        <ui.AuthFailurePanel />
      </>,
    );
    expect(screen.getByTestId('maps-auth-failure')).toBeInTheDocument();
    expect(mockLoaded).toEqual([]);

    // Opening the colour chooser fetches react-color, and only it; a spinner holds its place meanwhile.
    await userEvent.click(screen.getByRole('button', { name: 'Choose colour' }));
    const chooser = await screen.findByTestId('color-chooser');
    await waitFor(() => expect(chooser.querySelector('.hue-horizontal')).not.toBeNull());
    expect(mockLoaded).toEqual(['react-color']);

    // A grid that renders fetches ag-grid.
    renderWithWidgets(<ui.EmployeeGrid rows={[{ id: 1, emp_code: 'E001', first_name: 'Ana', last_name: 'Ruiz' }]} selectedIds={new Set()} onToggle={jest.fn()} />);
    expect(await screen.findByText('E001')).toBeInTheDocument();
    expect(mockLoaded).toEqual(expect.arrayContaining(['ag-grid-react', 'ag-grid-community']));
    expect(mockLoaded).not.toContain('react-cropper');
    expect(mockLoaded).not.toContain('@react-google-maps/api');
  });
});
