import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '@timekeep/api-client';
import { createFakeTransport, makeJwt, type RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { createTestI18n } from '@timekeep/i18n/testing';
import { toastQueue } from '@timekeep/ui';
import { BioPhotoReviewPanel } from './BioPhotoReviewPanel';
import type { BiophotoRow, BiophotoStatus } from './biophoto-api';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

function row(id: number, status: BiophotoStatus): BiophotoRow {
  return {
    id,
    employee: 100 + id,
    emp_code: `E${id}`,
    first_name: `Name${id}`,
    last_name: 'Worker',
    display_name: `Name${id}`,
    photo: `c1/biophoto/${String(id).padStart(32, '0')}.jpg`,
    width: 240,
    height: 320,
    status,
    remarks: `remark ${id}`,
    created_at: '2026-11-22T10:00:00.000Z',
    reviewed_at: null,
  };
}

/** A small in-memory server: 12 photos, 11 pending and 1 approved; approve/reject changes their status. */
function fakeServer() {
  const photos = [...Array.from({ length: 11 }, (_, i) => row(i + 1, 'pending')), row(12, 'approved')];
  const { adapter, requests } = createFakeTransport((request: RecordedRequest) => {
    if (request.method === 'GET' && request.path === '/web/device/api/v2/biophotos/') {
      const query = new URL(request.url, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      const filtered = photos.filter((p) => !query.get('status') || p.status === query.get('status'));
      const data = filtered.slice((page - 1) * size, page * size);
      return { status: 200, data: { code: 'ZDEV0000', context: {}, data: { data, total: filtered.length, page, page_size: size, next: null } } };
    }
    if (request.method === 'POST' && request.path === '/web/device/api/v2/biophotos/approve/') {
      const body = request.body as { ids: number[]; action: 'approve' | 'reject' };
      for (const photo of photos) if (body.ids.includes(photo.id)) photo.status = body.action === 'approve' ? 'approved' : 'rejected';
      return { status: 200, data: { code: 'ZDEV0000', context: {}, data: { ids: body.ids, status: body.action } } };
    }
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  const storage = new Map<string, string>([['accessToken', makeJwt({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 })]]);
  const client = createApiClient({
    adapter,
    storage: () => ({
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }),
    hooks: { notify: () => undefined, navigate: () => undefined, timezone: 'UTC' },
  });
  return { client, requests, photos };
}

function renderPanel() {
  const server = fakeServer();
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <AntApp>
        <BioPhotoReviewPanel client={server.client} />
      </AntApp>
    </I18nextProvider>,
  );
  return server;
}

const listCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET').map((r) => new URL(r.url, 'http://x').search);

beforeEach(() => toastQueue.clear());

describe('bio-photo review', () => {
  it('loads the first server page of pending photos with previews from /web/auth_files', async () => {
    const { requests } = renderPanel();
    await screen.findByText('E1');
    expect(listCalls(requests)[0]).toBe('?page=1&page_size=10&status=pending');
    expect(screen.getAllByText('Pending').length).toBeGreaterThanOrEqual(10);
    const image = within(screen.getByTestId('bio-photo-image-1').closest('.ant-image') ?? document.body).getByRole('img');
    expect(image).toHaveAttribute('src', `/web/auth_files/${encodeURIComponent(row(1, 'pending').photo)}`);
    expect(requests[0].headers.authorization).toMatch(/^JWT /);
  });

  it('asks the server for the next page', async () => {
    const { requests } = renderPanel();
    await screen.findByText('E1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('E11');
    expect(listCalls(requests).at(-1)).toBe('?page=2&page_size=10&status=pending');
  });

  it('approves a pending photo, tells the administrator and reloads the list', async () => {
    const { requests, photos } = renderPanel();
    await screen.findByText('E1');
    fireEvent.click(screen.getByTestId('bio-photo-approve-1'));
    await waitFor(() => expect(toastQueue.getVisible().map((t) => t.message)).toEqual(['Photo approved.']));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ ids: [1], action: 'approve' });
    expect(photos[0].status).toBe('approved');
    await waitFor(() => expect(screen.queryByText('E1')).toBeNull());
  });

  it('rejects a photo and filters by status', async () => {
    const { requests } = renderPanel();
    await screen.findByText('E2');
    fireEvent.click(screen.getByTestId('bio-photo-reject-2'));
    await waitFor(() => expect(toastQueue.getVisible().map((t) => t.message)).toEqual(['Photo rejected.']));
    fireEvent.click(screen.getByText('Rejected'));
    await screen.findByText('E2');
    expect(listCalls(requests).at(-1)).toBe('?page=1&page_size=10&status=rejected');
    expect(screen.queryByTestId('bio-photo-approve-2')).toBeNull();
  });
});
