import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@timekeep/contracts';
import { renderWithWidgets, unusedServices } from '../test-utils/renderWithWidgets';
import type { WidgetServices } from '../providers/AppProvider';
import { TreeMultiSelect, TreeSelect } from './TreeSelect';
import type { TreeId, TreeOptionItem } from './treeModel';

// Each test drives a whole antd modal/popup; on a busy 2-core runner that can pass the 5 s default.
jest.setTimeout(15_000);

const departments: TreeOptionItem[] = [
  { id: 1, name: 'Head office', parent: null },
  { id: 2, name: 'sales', display_name: 'Sales', parent: 1 },
  { id: 3, name: 'Sales North', parent: 2 },
  { id: 4, name: 'Ops', parent: 1 },
  { id: 5, name: 'Branch', parent: null },
];

function servicesWith(items: TreeOptionItem[]): WidgetServices & { get: jest.Mock } {
  const response: ApiResponse<TreeOptionItem[]> = { code: 'ZPER0000', context: {}, isSuccess: true, data: items };
  return { ...unusedServices, get: jest.fn().mockResolvedValue(response) };
}

function Single({ required, disabledIds }: { required?: boolean; disabledIds?: TreeId[] }) {
  const [value, setValue] = useState<TreeId | null | undefined>(2);
  return (
    <>
      <TreeSelect aria-label="department" uri="/personnel/api/v2/departments/" value={value} onChange={setValue} required={required} disabledIds={disabledIds} />
      <output>{value === undefined ? 'UNDEFINED' : value === null ? 'NULL' : String(value)}</output>
    </>
  );
}

function Multi({ initial = [] as TreeId[], disabledIds }: { initial?: TreeId[]; disabledIds?: TreeId[] }) {
  const [value, setValue] = useState<TreeId[]>(initial);
  return (
    <>
      <TreeMultiSelect aria-label="departments" options={departments} value={value} onChange={setValue} disabledIds={disabledIds} />
      <output>{JSON.stringify([...value].sort())}</output>
    </>
  );
}

// Role queries compute styles for every ancestor, which is slow under antd's CSS-in-JS; text queries are not.
const item = (name: string) => screen.getByText(name, { selector: '[role=treeitem] > span' }).closest('[role=treeitem]') as HTMLElement;
const combobox = () => document.querySelector('[role=combobox]') as HTMLElement;
const status = () => document.querySelector('output') as HTMLElement;
const focusedLabel = () => (document.activeElement as HTMLElement).textContent;

describe('TreeSelect (single)', () => {
  it('loads the tree action {uri}{view}/ (view defaults to tree) and shows display_name or name', async () => {
    const services = servicesWith(departments);
    renderWithWidgets(<Single />, { services });
    await waitFor(() => expect(combobox()).toHaveValue('Sales'));
    expect(services.get).toHaveBeenCalledWith('/personnel/api/v2/departments/tree/');
  });

  it('expand icons toggle without selecting; a click on an item selects it', async () => {
    renderWithWidgets(<Single />, { services: servicesWith(departments) });
    await waitFor(() => expect(combobox()).toHaveValue('Sales'));
    await userEvent.click(combobox());
    const tree = await screen.findByRole('tree', { hidden: true });
    // Opened with the selected item revealed.
    expect(item('Sales')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tree).getByTestId('expand-2'));
    expect(item('Sales North')).toBeInTheDocument();
    await userEvent.click(within(tree).getByTestId('expand-1'));
    expect(screen.queryByText('Sales')).toBeNull();
    expect(status()).toHaveTextContent('2');
    await userEvent.click(item('Branch'));
    expect(status()).toHaveTextContent('5');
  });

  it('keyboard: ArrowDown opens, arrows / Home / End / * move, Space selects, Enter selects and closes', async () => {
    renderWithWidgets(<Single />, { services: servicesWith(departments) });
    const combo = combobox();
    await waitFor(() => expect(combo).toHaveValue('Sales'));
    act(() => combo.focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedLabel()).toBe('Sales'));
    await userEvent.keyboard('{Home}');
    expect(focusedLabel()).toBe('Head office');
    await userEvent.keyboard('{End}');
    expect(focusedLabel()).toBe('Branch');
    await userEvent.keyboard('{Home}{ArrowDown}*');
    expect(item('Sales North')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedLabel()).toBe('Ops');
    await userEvent.keyboard(' ');
    expect(status()).toHaveTextContent('4');
    expect(document.querySelector('[role=tree]')).not.toBeNull();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(status()).toHaveTextContent('3');
    await waitFor(() => expect(combo).toHaveAttribute('aria-expanded', 'false'));
    expect(document.activeElement).toBe(combo);
  });

  it('ArrowLeft collapses then moves to the parent', async () => {
    renderWithWidgets(<Single />, { services: servicesWith(departments) });
    const combo = combobox();
    await waitFor(() => expect(combo).toHaveValue('Sales'));
    act(() => combo.focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedLabel()).toBe('Sales'));
    await userEvent.keyboard('{ArrowRight}');
    expect(item('Sales')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Sales')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedLabel()).toBe('Head office');
  });

  it.each([
    [false, 'NULL'],
    [true, 'UNDEFINED'],
  ])('clearing (required=%p) gives %s', async (required, shown) => {
    renderWithWidgets(<Single required={required} />, { services: servicesWith(departments) });
    await waitFor(() => expect(combobox()).toHaveValue('Sales'));
    await userEvent.click(screen.getByLabelText('Clear'));
    expect(status()).toHaveTextContent(shown);
  });

  it('Backspace on the field clears it like the clear icon', async () => {
    renderWithWidgets(<Single required />, { services: servicesWith(departments) });
    await waitFor(() => expect(combobox()).toHaveValue('Sales'));
    act(() => combobox().focus());
    await userEvent.keyboard('{Backspace}');
    expect(status()).toHaveTextContent('UNDEFINED');
  });

  it('disabled ids cannot be selected', async () => {
    renderWithWidgets(<Single disabledIds={[5]} />, { services: servicesWith(departments) });
    await waitFor(() => expect(combobox()).toHaveValue('Sales'));
    await userEvent.click(combobox());
    await screen.findByRole('tree', { hidden: true });
    expect(item('Branch')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item('Branch'));
    await userEvent.keyboard(' {Enter}');
    expect(status()).toHaveTextContent('2');
  });

  it('limits height to 224 px and indents 12 px per level', async () => {
    renderWithWidgets(<Single />, { services: servicesWith(departments) });
    await waitFor(() => expect(combobox()).toHaveValue('Sales'));
    await userEvent.click(combobox());
    const tree = await screen.findByRole('tree', { hidden: true });
    expect(tree.style.maxHeight).toBe('224px');
    expect(tree.style.overflowY).toBe('auto');
    expect(item('Sales').style.paddingInlineStart).toBe('12px');
  });

  it('RTL: ArrowLeft expands', async () => {
    renderWithWidgets(<Single />, { services: servicesWith(departments), lng: 'ar' });
    const combo = combobox();
    await waitFor(() => expect(combo).toHaveValue('Sales'));
    act(() => combo.focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedLabel()).toBe('Sales'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Sales')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('TreeMultiSelect', () => {
  it("shows its placeholder in the theme's placeholder colour, not faded by opacity (contrast, axe)", async () => {
    renderWithWidgets(<Multi />);
    const placeholder = await screen.findByText('Select');
    expect(placeholder.style.opacity).toBe('');
    expect(placeholder.style.color).toBe('rgba(0, 0, 0, 0.25)');
  });

  it('select all, then confirm applies; one tag plus +N is shown', async () => {
    renderWithWidgets(<Multi disabledIds={[5]} />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByText('Select all'));
    expect(status()).toHaveTextContent('[]');
    await userEvent.click(screen.getByText('Confirm'));
    expect(status()).toHaveTextContent('[1,2,3,4]');
    const combo = combobox();
    expect(within(combo).getByText('Head office')).toBeInTheDocument();
    expect(within(combo).getByText('+3')).toBeInTheDocument();
  });

  it('select with sub-items makes children follow their parent', async () => {
    renderWithWidgets(<Multi />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByText('Select with sub-items'));
    await userEvent.click(item('Head office'));
    await userEvent.click(screen.getByText('Confirm'));
    expect(status()).toHaveTextContent('[1,2,3,4]');
  });

  it('keyboard: Space toggles, Enter confirms; Escape discards the draft', async () => {
    renderWithWidgets(<Multi initial={[5]} />);
    const combo = combobox();
    act(() => combo.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focusedLabel()).toBe('Branch'));
    await userEvent.keyboard('{Home} {Escape}');
    expect(status()).toHaveTextContent('[5]');
    await waitFor(() => expect(document.activeElement).toBe(combo));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedLabel()).toBe('Branch'));
    await userEvent.keyboard('{Home} {Enter}');
    expect(status()).toHaveTextContent('[1,5]');
  });
});

describe('dropdown width', () => {
  // jsdom lays nothing out: the field reports the width a wide filter field has in the browser.
  const fieldWidth = (width: number) =>
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: 32, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 32, toJSON: () => ({}) });

  afterEach(() => jest.restoreAllMocks());

  it('is at least as wide as its field, single and multiple', async () => {
    fieldWidth(320);
    renderWithWidgets(<Multi />);
    await userEvent.click(combobox());
    await waitFor(() => expect(document.querySelector('.ant-popover')).not.toBeNull());
    expect((document.querySelector('.ant-popover') as HTMLElement).style.minWidth).toBe('320px');
  });

  it('follows the single-choice field too', async () => {
    fieldWidth(280);
    renderWithWidgets(<Single />, { services: servicesWith(departments) });
    await userEvent.click(combobox());
    await waitFor(() => expect(document.querySelector('.ant-popover')).not.toBeNull());
    expect((document.querySelector('.ant-popover') as HTMLElement).style.minWidth).toBe('280px');
  });
});
