// The one test harness of the remotes: the HTTP mock, rendering at a route, waiting for what a request shows.
export { apiClientMock, mockedHttp, type MockedHttp } from './http-mock';
export { watchFor } from './watch-for';
export { button, CurrentPath, renderAt, renderRoutes, renderUi, signIn, where, type RenderRoutesOptions } from './render-at';
export { openSelect, pickOption, typeInSelect } from './select';
export { saveThenExpect } from './save';
