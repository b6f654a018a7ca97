// The people-list filter: the registry, with the person's own column filters registered first.
import './repository';

export { checkWelcomedFilterRanges, registerWelcomedFilter, registeredWelcomedFilters, welcomedFilterConditions, welcomedFiltersVersion } from './registry';
export type { WelcomedFilterContext, WelcomedFilterPredicate } from './registry';
