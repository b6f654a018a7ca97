import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './near-viewport';

// A stand-in IntersectionObserver whose entries the test sends.
let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
const observed: Element[] = [];
beforeEach(() => {
  observed.length = 0;
  notify = undefined;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      notify = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function Panel() {
  const [near, ref] = useNearViewport();
  return <div ref={ref}>{near ? 'carregado' : 'aguardando'}</div>;
}

describe('useNearViewport', () => {
  it('is false until the element comes near the screen, then stays true', () => {
    render(<Panel />);
    expect(screen.getByText('aguardando')).toBeInTheDocument();
    expect(observed).toHaveLength(1);
    act(() => notify!([{ isIntersecting: false }]));
    expect(screen.getByText('aguardando')).toBeInTheDocument();
    act(() => notify!([{ isIntersecting: true }]));
    expect(screen.getByText('carregado')).toBeInTheDocument();
  });

  it('is not watched while held, and watched once released', () => {
    const Held = ({ hold }: { hold: boolean }) => {
      const [near, ref] = useNearViewport({ hold });
      return <div ref={ref}>{near ? 'carregado' : 'aguardando'}</div>;
    };
    const { rerender } = render(<Held hold />);
    expect(observed).toHaveLength(0);
    rerender(<Held hold={false} />);
    expect(observed).toHaveLength(1);
    act(() => notify!([{ isIntersecting: true }]));
    expect(screen.getByText('carregado')).toBeInTheDocument();
  });

  it('is true at once without IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Panel />);
    expect(screen.getByText('carregado')).toBeInTheDocument();
  });
});
