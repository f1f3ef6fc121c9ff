import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { PlainIcon } from './PlainIcon';

describe('PlainIcon', () => {
  it("draws antd's outline at text size, hidden from assistive technology", () => {
    const { container } = render(<PlainIcon name="eyeInvisible" />);
    const icon = container.firstElementChild;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-icon', 'eyeInvisible');
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
    expect(svg).toHaveAttribute('width', '1em');
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });

  it('spins the loading icon on its own box', () => {
    const { container } = render(<PlainIcon name="loading" spin />);
    expect(container.firstElementChild).toHaveClass('icon', 'spin');
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 1024 1024');
  });
});
