import { act, render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { AppProviders } from './providers';

// A stand-in for the system's motion setting, which the test changes.
let reduce = false;
const listeners = new Set<() => void>();
const original = window.matchMedia;
beforeEach(() => {
  reduce = false;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' ? reduce : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = original;
});

function Motion() {
  const { token } = antdTheme.useToken();
  return <span>{token.motion ? 'com animação' : 'sem animação'}</span>;
}

describe('AppProviders and the system motion setting', () => {
  it('animates by default', () => {
    render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByText('com animação')).toBeInTheDocument();
  });

  it('turns antd motion off when less motion is asked, and follows a change while open', () => {
    reduce = true;
    render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByText('sem animação')).toBeInTheDocument();
    reduce = false;
    act(() => listeners.forEach((l) => l()));
    expect(screen.getByText('com animação')).toBeInTheDocument();
  });

  it('keeps the theme in the static-styles mode too', () => {
    reduce = true;
    render(<AppProviders staticStyles><Motion /></AppProviders>);
    expect(screen.getByText('sem animação')).toBeInTheDocument();
  });
});
