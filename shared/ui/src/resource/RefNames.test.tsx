import { screen } from '@testing-library/react';
import type { ApiResponse } from '@timekeep/contracts';
import { renderWithWidgets, unusedServices } from '../widgets/test-utils/renderWithWidgets';
import { RefNames } from './RefNames';

const ok = <T,>(data: T): ApiResponse<T> => ({ code: 'ZPER0000', context: {}, data });

describe('RefNames', () => {
  it('names employees in a list cell by code and full name (the demo has two "Wei")', async () => {
    const wei = (id: number, code: string, last: string) => ({ id, display_name: 'Wei', emp_code: code, first_name: 'Wei', last_name: last });
    const services = { ...unusedServices, post: jest.fn(async () => ok([wei(71, '1011', 'Chen'), wei(72, '1012', 'Zhang')])) };
    renderWithWidgets(<RefNames path="/personnel/api/v2/employees/" ids={[71, 72]} />, { services });
    expect(await screen.findByText('1011 Wei Chen, 1012 Wei Zhang')).toBeInTheDocument();
    expect(services.post).toHaveBeenCalledWith('/personnel/api/v2/employees/read/', { ids: [71, 72] });
  });
});
