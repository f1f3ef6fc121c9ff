import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PlainSpinner } from './PlainSpinner';

describe('PlainSpinner', () => {
  it('is a progress bar named by its label, with four dots hidden from assistive technology', () => {
    const { container } = render(<PlainSpinner label="Loading the region" size="large" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading the region' });
    expect(spinner).toHaveAttribute('aria-busy', 'true');
    expect(spinner).toHaveAttribute('data-size', 'large');
    expect(spinner).toHaveClass('large');
    expect(container.querySelectorAll('[aria-hidden="true"] i')).toHaveLength(4);
  });

  it('is decoration without a label and shows its description', () => {
    render(<PlainSpinner size="small" description="Please wait" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    expect(screen.getByText('Please wait').parentElement).toHaveClass('spinner', 'small');
  });
});
