import { Button, Space } from 'antd';

export interface PaginatorProps {
  /** 0-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page numbers to show around the current one (5 by default). */
  window?: number;
}

/** Page numbers to show: `window` consecutive numbers around `page`, clamped to the range. */
export function pageWindow(page: number, totalPages: number, window = 5): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(window, totalPages);
  let start = Math.max(0, page - Math.floor(size / 2));
  start = Math.min(start, totalPages - size);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** First, previous, 5 page numbers, next, last; nothing for a single page. */
export function Paginator({ page, totalPages, onChange, window = 5 }: PaginatorProps) {
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  return (
    <nav aria-label="Paginação">
      <Space wrap size={4}>
        <Button size="small" disabled={page === 0} onClick={() => onChange(0)} aria-label="Primeira página">
          «
        </Button>
        <Button size="small" disabled={page === 0} onClick={() => onChange(page - 1)} aria-label="Página anterior">
          ‹
        </Button>
        {pageWindow(page, totalPages, window).map((n) => (
          <Button
            key={n}
            size="small"
            type={n === page ? 'primary' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n + 1}`}
            onClick={() => onChange(n)}
          >
            {n + 1}
          </Button>
        ))}
        <Button size="small" disabled={page >= last} onClick={() => onChange(page + 1)} aria-label="Próxima página">
          ›
        </Button>
        <Button size="small" disabled={page >= last} onClick={() => onChange(last)} aria-label="Última página">
          »
        </Button>
      </Space>
    </nav>
  );
}
