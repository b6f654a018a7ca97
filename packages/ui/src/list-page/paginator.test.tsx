import { render, screen, fireEvent } from '@testing-library/react';
import { Paginator, pageWindow } from './paginator';

describe('Paginator', () => {
  it('shows five page numbers around the current page, clamped to the range', () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('has first, previous, numbers, next and last, disabled at the edges', () => {
    const onChange = jest.fn();
    render(<Paginator page={0} totalPages={8} onChange={onChange} />);
    expect(screen.getByLabelText('Primeira página')).toBeDisabled();
    expect(screen.getByLabelText('Página anterior')).toBeDisabled();
    expect(screen.getByLabelText('Página 1')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByLabelText('Última página'));
    expect(onChange).toHaveBeenLastCalledWith(7);
    fireEvent.click(screen.getByLabelText('Página 3'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByLabelText('Próxima página'));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Paginator page={0} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
