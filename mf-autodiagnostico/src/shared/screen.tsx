import type { ReactNode } from 'react';
import { SCREEN_CSS } from './screen-styles';

/** The frame of every self-diagnosis screen: a titled main column, readable on a phone. */
export function Screen({ title, subtitle, actions, children, wide }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; children?: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'ad-screen ad-screen-wide' : 'ad-screen'}>
      <style>{SCREEN_CSS}</style>
      <header className="ad-screen-header">
        <div>
          <h1 className="ad-title">{title}</h1>
          {subtitle && <p className="ad-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="ad-actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
