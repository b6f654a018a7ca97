// The one test harness of the remotes: the HTTP mock, rendering at a route, waiting for what a request shows.
export { answerGets, apiClientMock, mockedHttp, type GetAnswers, type MockedHttp } from './http-mock';
export { watchFor } from './watch-for';
export { button, CurrentPath, renderAt, renderRoutes, renderUi, signIn, where, type RenderRoutesOptions } from './render-at';
export { chooseOption, openSelect, pickOption, typeInSelect } from './select';
export { saveThenExpect } from './save';
export { StatefulField, type StatefulFieldProps } from './stateful-field';
export { describeRouteRoles } from './route-roles';
