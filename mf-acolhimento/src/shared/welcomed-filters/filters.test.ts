import { countActiveFilters, filtersFromSearchParams, filtersToSearchParams, toListQuery } from './filters';

describe('welcomed filters in the address', () => {
  it('a reload gives back the same filters (lists repeated, numbers as numbers, status active by default)', () => {
    const filters = {
      name: ' Ana ',
      age_min: 0,
      age_max: 40,
      cpf: '529.982.247-25',
      gender: 'Feminino' as const,
      nacionality: 2,
      state: 25,
      city: 11,
      stays: 'false' as const,
      status: 'trashed' as const,
      functions: [3, 4],
      date_ini: '2026-01-01',
    };
    const params = filtersToSearchParams(filters, new URLSearchParams('page=2&other=x'));
    expect(params.getAll('functions')).toEqual(['3', '4']);
    expect(params.get('name')).toBe('Ana');
    expect(params.get('age_min')).toBe('0');
    expect(params.get('other')).toBe('x');
    expect(filtersFromSearchParams(params)).toEqual({ ...filters, name: 'Ana' });
    expect(filtersFromSearchParams(new URLSearchParams('age_min=-1&city=abc&functions=x'))).toEqual({ status: 'active' });
    expect(filtersToSearchParams({ status: 'active' }).toString()).toBe('');
  });

  it('the list query sends only what is set, sorted by name, 20 per page; reports have no paging', () => {
    expect(toListQuery({ name: '', rg: '  ', functions: [] }, 3)).toEqual({ status: 'active', page: 3, size: 20, sort: 'name,asc' });
    expect(toListQuery({ gender: 'Masculino' })).toEqual({ gender: 'Masculino', status: 'active', sort: 'name,asc' });
    expect(countActiveFilters({ status: 'active' })).toBe(0);
    expect(countActiveFilters({ status: 'trashed', name: 'x' })).toBe(2);
  });
});
