import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@timekeep/api-client';
import { createFakeTransport, type FakeReply, type RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { createTestI18n } from '@timekeep/i18n/testing';
import { toastQueue } from '@timekeep/ui';
import { BioPhotoRegisterPage } from './BioPhotoRegisterPage';
import { companyIdOf, isAllowedPhotoName } from './self-register';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
beforeEach(() => toastQueue.clear());

// A real 1×1 PNG: the page never looks inside (the server does), but the bytes should be honest.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function renderPage(search: string, reply: (request: RecordedRequest) => FakeReply, lng = 'en') {
  const { adapter, requests } = createFakeTransport(reply);
  const notified: string[] = [];
  const i18n = createTestI18n(lng);
  const client = createApiClient({
    adapter,
    hooks: {
      translate: (key, options) => i18n.t(key, options),
      notify: ({ message }) => notified.push(message),
      navigate: () => undefined,
      timezone: 'UTC',
    },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AntApp>
        <MemoryRouter initialEntries={[`/bio-photo/register/${search}`]}>
          <BioPhotoRegisterPage client={client} />
        </MemoryRouter>
      </AntApp>
    </I18nextProvider>,
  );
  return { requests, notified, view };
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const toasts = () => toastQueue.getVisible().map((t) => `${t.type}: ${t.message}`);

describe('rules', () => {
  it('accepts jpeg, png and bmp names only, whatever the case', () => {
    for (const name of ['me.jpg', 'me.JPEG', 'me.png', 'me.bmp']) expect(isAllowedPhotoName(name)).toBe(true);
    for (const name of ['me.gif', 'me.webp', 'me.png.txt', 'jpg']) expect(isAllowedPhotoName(name)).toBe(false);
  });

  it('reads company_id only as a positive whole number', () => {
    expect(companyIdOf(new URLSearchParams('company_id=42'))).toBe(42);
    for (const bad of ['', 'company_id=', 'company_id=0', 'company_id=abc', 'company_id=-3', 'company_id=1.5']) {
      expect(companyIdOf(new URLSearchParams(bad))).toBeNull();
    }
  });
});

describe('photo self-registration page', () => {
  it('warns (SPEC §5) and keeps no photo when the file is not jpeg, png or bmp', async () => {
    renderPage('?company_id=7', () => ({ status: 500 }));
    chooseFile(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    await waitFor(() => expect(toasts()).toEqual(['warning: Photo only supports .jpg, .png, .jpeg and .bmp']));
    expect(screen.queryByTestId('bio-photo-preview')).toBeNull();
  });

  it('requires the photo and the employee code', async () => {
    const { requests } = renderPage('?company_id=7', () => ({ status: 500 }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(requests).toHaveLength(0);
  });

  it('sends company, photo data URL, code and remarks without a session, then thanks and resets the form', async () => {
    const { requests } = renderPage('?company_id=7', () => ({ status: 200, data: { code: 'ZDEV0000', context: {}, data: { id: 1, status: 'pending' } } }));
    chooseFile(new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    await screen.findByTestId('bio-photo-preview');
    fireEvent.change(screen.getByLabelText('Employee code'), { target: { value: ' 1001 ' } });
    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'new haircut' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    const body = requests[0].body as Record<string, string>;
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/web/device/api/v2/biophotos/self_register/' });
    expect(requests[0].headers.authorization).toBeUndefined();
    expect(body).toMatchObject({ company_id: 7, employee: '1001', remarks: 'new haircut' });
    expect(body.biophoto).toMatch(/^data:image\/png;name=me\.png;size=\d+;base64,iVBORw0KGgo/);
    await waitFor(() => expect(toasts()).toEqual(['success: Your photo was submitted. An administrator will review it.']));
    await waitFor(() => expect(screen.queryByTestId('bio-photo-preview')).toBeNull());
    expect(screen.getByLabelText('Employee code')).toHaveValue('');
    expect(screen.getByLabelText('Remarks')).toHaveValue('');
  });

  it('keeps the form when the server refuses the photo (the api-client shows the translated reason)', async () => {
    const { notified } = renderPage('?company_id=7', () => ({ status: 400, data: { code: 'ZDEV0003', context: {}, data: null } }));
    chooseFile(new File(['not really a png'], 'renamed.png', { type: 'image/png' }));
    await screen.findByTestId('bio-photo-preview');
    fireEvent.change(screen.getByLabelText('Employee code'), { target: { value: '1001' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(notified).toEqual(['The photo must be a JPEG, PNG or BMP image.']));
    expect(screen.getByLabelText('Employee code')).toHaveValue('1001');
    expect(toasts()).toEqual([]);
  });

  it('explains a refusal the api-client rejects, such as too many registrations (429)', async () => {
    renderPage('?company_id=7', () => ({ status: 429, data: { code: 'ZGEN0429', context: { params: { seconds: 30 } }, data: null } }));
    chooseFile(new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    await screen.findByTestId('bio-photo-preview');
    fireEvent.change(screen.getByLabelText('Employee code'), { target: { value: '1001' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(toasts()).toEqual(['error: Too many requests. Please wait a moment and try again.']));
    expect(screen.getByLabelText('Employee code')).toHaveValue('1001');
  });

  it('shows a clear error when the link has no company', () => {
    renderPage('', () => ({ status: 500 }));
    expect(screen.getByTestId('bio-photo-missing-company')).toHaveTextContent('This link does not name a company.');
    expect(screen.queryByTestId('bio-photo-form')).toBeNull();
  });

  it('switches language from the language dialog', async () => {
    renderPage('?company_id=7', () => ({ status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: /Change language/ }));
    const option = await screen.findByTestId('language-option-tr');
    fireEvent.click(option.querySelector('input') ?? option);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /OK|Confirm/ }));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kaydet' })).toBeInTheDocument());
  });
});
