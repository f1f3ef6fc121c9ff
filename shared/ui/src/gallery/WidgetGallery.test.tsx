import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithWidgets } from '../widgets/test-utils/renderWithWidgets';
import { WidgetGallery } from './WidgetGallery';

// react-color's checkerboard asks jsdom for a canvas it does not have.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
jest.setTimeout(30_000);

const sections = (lng: 'en' | 'ar') =>
  lng === 'en'
    ? ['Confirmation dialog', 'Text with units', 'Time', 'Date and date-time', 'Passwords', 'Switch and checkbox', 'Colour', 'Tree select', 'Images', 'Record lookup', 'Employee picker', 'Map location']
    : ['مربع التأكيد', 'نص مع وحدات', 'الوقت', 'التاريخ والتاريخ مع الوقت', 'كلمات المرور', 'مفتاح ومربع اختيار', 'اللون', 'اختيار شجري', 'الصور', 'البحث عن السجلات', 'منتقي الموظفين', 'الموقع على الخريطة'];

/** The sample data every gallery render loads (tree, employees named by code and name, records); waiting for it keeps updates inside the test. */
async function sampleDataLoaded(department: string, employee: string, record: string) {
  await waitFor(() => expect(screen.getByDisplayValue(department)).toBeInTheDocument());
  expect(await screen.findAllByText(employee)).not.toHaveLength(0);
  expect(await screen.findByText(record)).toBeInTheDocument();
}

const headings = () => Array.from(document.querySelectorAll('h2')).map((h) => h.textContent);

describe('WidgetGallery', () => {
  it('shows every widget section in English, with sample data from the in-memory services', async () => {
    renderWithWidgets(<WidgetGallery />);
    // The gallery is a lazy chunk: a spinner first, then the page.
    // Its first import compiles the gallery's modules: seconds on a loaded machine.
    expect(await screen.findByText('Widget gallery', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(headings()).toEqual(sections('en'));
    // Tree and employee samples load through the same calls the real server answers.
    await sampleDataLoaded('Department 2', 'E0001 Employee 1', 'Record 30');
    expect(screen.getByText('No maps key is configured on this server, so the map cannot load here.')).toBeInTheDocument();
    expect(screen.getAllByText('Error: AuthFailure')).toHaveLength(1);
  });

  it('is translated and right-to-left in Arabic', async () => {
    const { container } = renderWithWidgets(<WidgetGallery />, { lng: 'ar' });
    expect(await screen.findByText('معرض المكونات')).toBeInTheDocument();
    expect(headings()).toEqual(sections('ar'));
    expect(container.querySelector('.ant-card-rtl')).not.toBeNull();
    await sampleDataLoaded('القسم 2', 'E0001 الموظف 1', 'السجل 30');
  });

  it('opens the confirmation dialog and reports the outcome', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithWidgets(<WidgetGallery />);
    await user.click(await screen.findByText('Open confirmation dialog'));
    expect(await screen.findByText('Delete record?')).toBeInTheDocument();
    await user.click(screen.getByText('Discard'));
    expect(await screen.findByText('Result: discarded')).toBeInTheDocument();
    await sampleDataLoaded('Department 2', 'E0001 Employee 1', 'Record 30');
  });

  it('shows the map field when the server gave a maps key', async () => {
    renderWithWidgets(<WidgetGallery maps={{ apiKey: 'k', scriptBaseUrl: '/fake.js' }} />);
    expect(await screen.findByLabelText('Choose location on map')).toBeInTheDocument();
    await sampleDataLoaded('Department 2', 'E0001 Employee 1', 'Record 30');
  });
});
