/**
 * The access trail's screens (`@sisacte/ui/trail`, a subpath of its own so that a screen that shows no
 * trail never bundles it): one 'Acessos' tab for a person and a complaint alike, and the columns,
 * filters and calls the Auditoria screen (the whole trail) builds on.
 */
export { AccessTab } from './access-tab';
export { trailColumns } from './trail-columns';
export { TrailFilterFields, type TrailFilterFieldsProps } from './trail-filter-fields';
export { EMPTY_TRAIL_FILTERS, trailFilters, type TrailFilterValues } from './trail-filters';
export { trailApi, type TrailSubjectRef } from './api';
