import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createHarness, envelope, pageOf, queryOf, type RecordedRequest } from '../testing/panel-harness';
import { WORKFLOW_NODE_SCREEN, WORKFLOW_ROLE_SCREEN } from './screens';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(120000);

const ROLES = '/web/att/api/v2/workflow-roles/';
const NODES = '/web/att/api/v2/workflow-nodes/';
const USERS = '/web/system/api/v2/users/';
const WORKFLOWS = '/web/att/api/v2/workflows/';

const refused = { status: 400, data: { code: 'ZAPR0010', context: { fields: { users: 'ZAPR0010' } }, data: null } };

function fakeServer() {
  return createHarness((request: RecordedRequest) => {
    const query = queryOf(request);
    if (request.method === 'GET' && request.path === ROLES) return { data: pageOf([{ id: 1, name: 'HR', kind: 'users', users: [5] }], query) };
    if (request.method === 'POST' && request.path === `${USERS}read/`) return { data: envelope([{ id: 5, email: 'hr@demo.test' }]) };
    if (request.method === 'POST' && request.path === `${WORKFLOWS}read/`) return { data: envelope([{ id: 3, name: 'Leave chain' }]) };
    if (request.method === 'POST' && request.path === `${ROLES}read/`) return { data: envelope([{ id: 1, name: 'HR' }]) };
    if (request.method === 'GET' && request.path === USERS) return { data: pageOf([], query) };
    if (request.method === 'POST' && request.path === ROLES) return refused;
    if (request.method === 'GET' && request.path === NODES) return { data: pageOf([{ id: 9, workflow: 3, level: 1, role: 1, users: [5], mode: 'all' }], query) };
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
}

beforeEach(() => toastQueue.clear());

describe('/team/workflow-role', () => {
  it('names the users of a role, and shows the server refusal of a role without users on its field, translated', async () => {
    const { requests, renderPanel } = fakeServer();
    renderPanel((client) => <ResourceList declaration={WORKFLOW_ROLE_SCREEN} client={client} />);
    expect(await screen.findByText('hr@demo.test')).toBeTruthy();

    fireEvent.click(screen.getByText('Add').closest('button') as HTMLElement);
    const modal = (await screen.findByText('New record: Workflow roles')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(modal).getByLabelText('Name'), { target: { value: 'Payroll' } });
    fireEvent.click(within(modal).getByText('Save').closest('button') as HTMLElement);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === ROLES)).toBe(true));
    expect(requests.find((r) => r.method === 'POST' && r.path === ROLES)?.body).toEqual({ name: 'Payroll', kind: 'users', users: [] });
    expect((await within(modal).findAllByText('A role of named users needs at least one user.')).length).toBeGreaterThan(0);
  });
});

describe('/team/workflow-node', () => {
  it('names the workflow, role and users of a level', async () => {
    const { renderPanel } = fakeServer();
    renderPanel((client) => <ResourceList declaration={WORKFLOW_NODE_SCREEN} client={client} />);
    expect(await screen.findByText('Leave chain')).toBeTruthy();
    expect(await screen.findByText('HR')).toBeTruthy();
    expect(screen.getByText('hr@demo.test')).toBeTruthy();
    expect(screen.getByText('All of them')).toBeTruthy();
  });
});
