import { Input, Row } from 'antd';
import type { ListFilter } from './entity-list-page';
import { FilterCol } from './filter-col';
import type { UrlFilterCodec } from './use-url-filters';

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

/** The filter of a list searched by one text (a name, a title): kept in the address as `?<param>=`, one field in the 'Filtros' box. */
export function textFilter(param: string, { label, id, maxLength }: TextFilterOptions): ListFilter<string> {
  return {
    codec: textFilterCodec(param, maxLength),
    count: (value) => (value ? 1 : 0),
    empty: '',
    fields: (filters) => (
      <Row gutter={16}>
        <FilterCol label={label} htmlFor={id} span={12}>
          <Input id={id} value={filters.draft} maxLength={maxLength} allowClear onChange={(e) => filters.setDraft(e.target.value)} />
        </FilterCol>
      </Row>
    ),
  };
}
