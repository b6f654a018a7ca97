import { render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';

it('shows each complaint status as its badge: info, danger, success', () => {
  render(
    <>
      <StatusBadge status="Protocolada" />
      <StatusBadge status="Encaminhada para Fiscalização" />
      <StatusBadge status="Fiscalizada" />
    </>,
  );
  expect(screen.getByText('Protocolada')).toHaveAttribute('data-badge', 'info');
  expect(screen.getByText('Encaminhada para Fiscalização')).toHaveAttribute('data-badge', 'danger');
  expect(screen.getByText('Fiscalizada')).toHaveAttribute('data-badge', 'success');
});
