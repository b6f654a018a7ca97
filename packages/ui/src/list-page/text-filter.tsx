import { Input, Row } from 'antd';
import { FilterCol } from './filter-col';
import type { ListPageFilters } from './list-page';
import type { UrlFilterCodec, UrlFilters } from './use-url-filters';

/** One text filter kept in the address as `?<param>=`, trimmed and cut to `maxLength`. */
export function textFilterCodec(param: string, maxLength: number): UrlFilterCodec<string> {
  const clean = (v: string | null) => (v ?? '').trim().slice(0, maxLength);
  return {
    read: (params) => clean(params.get(param)),
    write: (value, into) => {
      const next = new URLSearchParams(into);
      if (clean(value)) next.set(param, clean(value));
      else next.delete(param);
      return next;
    },
    key: clean,
  };
}

export interface TextFilterOptions {
  label: string;
  /** The field's id, which the label points at. */
  id: string;
  maxLength: number;
}

/** The 'Filtros' box of a list searched by one text (a name, a title). */
export function textFilter(filters: UrlFilters<string>, { label, id, maxLength }: TextFilterOptions): ListPageFilters {
  return {
    count: filters.applied ? 1 : 0,
    onSearch: () => filters.apply(filters.draft),
    onClear: () => filters.reset(''),
    fields: (
      <Row gutter={16}>
        <FilterCol label={label} htmlFor={id} span={12}>
          <Input id={id} value={filters.draft} maxLength={maxLength} allowClear onChange={(e) => filters.setDraft(e.target.value)} />
        </FilterCol>
      </Row>
    ),
  };
}
