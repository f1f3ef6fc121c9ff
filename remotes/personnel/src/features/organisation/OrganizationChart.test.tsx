import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createHarness, envelope } from '../testing/panel-harness';
import { OrganizationChartBody } from './OrganizationChart';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

const CHART = [
  { id: 1, name: 'Head Office', code: 'HQ', parent: null, manager: 7, manager_name: 'Ana Ruiz', employee_count: 2 },
  { id: 2, name: 'Sales', code: '', parent: 1, manager: null, manager_name: '', employee_count: 5 },
  { id: 3, name: 'Plant', code: '', parent: 1, manager: 8, manager_name: 'Omar Ali', employee_count: 40 },
];

function renderChart() {
  const harness = createHarness((request) =>
    request.method === 'GET' && request.path === '/web/personnel/api/v2/departments/chart/'
      ? { data: { ...envelope(CHART), isSuccess: true } }
      : { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } },
  );
  harness.renderPanel((client) => <OrganizationChartBody client={client} />);
}

test('draws each department with its head and employee count, opens and closes branches, and searches names and heads', async () => {
  renderChart();
  const root = await screen.findByTestId('chart-node-1');
  expect(root).toHaveTextContent('Head Office');
  expect(root).toHaveTextContent('Ana Ruiz');
  expect(root).toHaveTextContent('Employees: 2');
  expect(screen.getByTestId('chart-node-2')).toHaveTextContent('No head');

  fireEvent.click(screen.getByRole('button', { name: 'Collapse Head Office' }));
  await waitFor(() => expect(screen.queryByTestId('chart-node-3')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Expand Head Office' }));
  expect(await screen.findByTestId('chart-node-3')).toHaveTextContent('Employees: 40');

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search departments or heads' }), { target: { value: 'omar' } });
  await waitFor(() => expect(screen.queryByTestId('chart-node-2')).not.toBeInTheDocument());
  expect(screen.getByTestId('chart-node-1')).toBeInTheDocument();
  expect(screen.getByTestId('chart-node-3')).toHaveTextContent('Plant');
});
