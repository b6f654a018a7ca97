export { AppProviders, theme } from './providers';
export { Paginator, pageWindow, type PaginatorProps } from './list-page/paginator';
export { ServerTable, type ServerTableProps } from './list-page/server-table';
export { ServerPageTable, type ServerPageTableProps } from './list-page/server-page-table';
export {
  actionColumn,
  deleteAction,
  editAction,
  editDeleteActions,
  RowActions,
  type EditDeleteOptions,
  type RowAction,
} from './list-page/action-column';
export { useRowDelete, type RowDeleteOptions } from './list-page/use-row-delete';
export { textFilter, textFilterCodec, type TextFilterOptions } from './list-page/text-filter';
export { FilterCol, type FilterColProps } from './list-page/filter-col';
export { filterBox, useFilteredList, type FilteredList } from './list-page/use-filtered-list';
export { fieldsFilter, type FieldCleaners, type FieldsFilter } from './list-page/fields-filter';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Panel, type PanelProps } from './panel';
export { useSuccessDialog, useConfirm, useNotify } from './feedback';
export { formatDate, formatDateTime } from './format';
export { RemoteFallback, REMOTE_LABELS, type RemoteFallbackProps } from './remote-fallback';
export { RemoteErrorBoundary } from './error-boundary';
export { createRemoteLifecycles } from './remote-app';
export { LoginForm } from './login-form';
export { mountStandalone } from './standalone';
export { useServerPage, type ServerPageState } from './list-page/use-server-page';
export { familyRoutes, onDemand, RemoteRoutes, type RemoteRoute } from './remote-routes';
export { familyPaths, type FamilyScreens } from './family-paths';
export { AccessDenied } from './access-denied';
export { FieldItem, type FieldItemProps } from './form-page/field-item';
export { CountrySelect, type CountrySelectProps } from './location/country-select';
export { StateSelect, type StateSelectProps } from './location/state-select';
export { CitySelect, CITY_SEARCH_DELAY_MS, type CitySelectProps } from './location/city-select';
export { LocationPicker, type LocationPickerProps, type LocationValue } from './location/location-picker';
export { CepInput, type CepInputProps } from './location/cep-input';
export { locationApi, foldText } from './location/api';
export { MaskedInput, applyMask, type MaskedInputProps } from './masked/masked-input';
export { CpfInput, type CpfInputProps } from './masked/cpf-input';
export { AgeInput, type AgeInputProps } from './masked/age-input';
export { MoneyInput, parseMoney, formatMoney, type MoneyInputProps } from './masked/money-input';
export { FilterBox, FilterForm, type FilterBoxProps, type FilterFormProps } from './list-page/filter-box';
export { useUrlFilters, type UrlFilterCodec, type UrlFilters } from './list-page/use-url-filters';
export { ExportButtons, type ExportButtonsProps } from './list-page/export-buttons';
export { CreateButton, type CreateButtonProps } from './list-page/create-button';
export { ListPage, type ListPageProps, type ListPageFilters } from './list-page/list-page';
export { ServerErrors, useServerErrors, type ServerErrorsOptions, type FieldChangeFeed } from './form-page/server-errors';
export { useEntityForm, type EntityForm, type EntityFormOptions } from './form-page/use-entity-form';
export {
  useEntityFormPage,
  useEntityPage,
  type EntityFormPage,
  type EntityPage,
  type EntityPageHeader,
  type EntityPageOptions,
  type RecordCalls,
} from './form-page/use-entity-page';
export {
  entityClient,
  type EntityClient,
  type EntityClientOptions,
  type EntityPaths,
  type RecordClient,
  type RecordClientOptions,
  type RecordPaths,
} from './list-page/entity-client';
export { useEntityList, type EntityList, type EntityListOptions } from './list-page/use-entity-list';
export { EntityListPage, type EntityListPageProps, type ListFilter } from './list-page/entity-list-page';
export { useTabParam } from './form-page/use-tab-param';
export { RecordTabs, type RecordTab, type RecordTabsProps } from './form-page/record-tabs';
export { entityFormScreen, type EntityFormScreenOptions } from './form-page/entity-form-screen';
export { useRouteId } from './form-page/use-route-id';
export {
  FormPage,
  FormActions,
  AfterSaveDialog,
  type FormPageProps,
  type FormActionsProps,
  type AfterSaveChoice,
  type AfterSaveDialogProps,
} from './form-page/form-page';
export { LazyDateField, preloadDateField } from './date/lazy-date-field';
export { FilesPanel, filesApi, type FilesPanelProps } from './files';
export { loadLaterStyles, laterFilesWaitForStyles } from './static-styles';
export { useDebouncedSearch, type DebouncedSearch } from './use-debounced-search';
export { useLatestRequest } from './use-latest-request';
export { readableMessage, refusalText } from './readable-message';
export { useNearViewport, type NearViewportOptions } from './near-viewport';
export { LazyPart, type LazyPartProps } from './lazy-part';
export { RetryBoundary, type RetryBoundaryProps } from './retry-boundary';
export { replaceOnRetry, retryableLazy, retryFailedLoads } from './retryable-lazy';
