// The one test harness of the remotes: the HTTP mock, rendering at a route, waiting for what a request shows.
export { answerGets, apiClientMock, httpAnswering, mockedHttp, type GetAnswers, type MockedHttp } from './http-mock';
export { watchFor } from './watch-for';
export { button, CurrentPath, renderAt, renderRoutes, renderUi, signIn, where, type RenderRoutesOptions } from './render-at';
export { chooseOption, openSelect, pickOption, typeInSelect } from './select';
export { fill, saveThenExpect, saveThenInvalid, saveThenRefused, type SaveExpectations } from './save';
export { describeFormPage, type FormPageCases } from './form-page-cases';
export { StatefulField, type StatefulFieldProps } from './stateful-field';
export { describeRouteRoles } from './route-roles';
export { describeCatalogues } from './catalogues';
export {
  calendarDay,
  expectDateFilterSearchesOnlyByButton,
  expectEndCalendarFromStart,
  openCalendar,
  typeThenEnter,
  withDateFieldLoaded,
} from './date-field';
