/**
 * The HTTP mock of `@sisacte/api-client` for jest. It keeps the real ApiError and helpers and replaces the
 * calls that reach the network with jest.fn(). This file imports nothing, so a mock factory can load it:
 *
 *   jest.mock('@sisacte/api-client', () => jest.requireActual('@sisacte/ui/test/http-mock').apiClientMock());
 *   const http = mockedHttp();
 */

/** The mocked calls of `http`, with `reset` to forget every call and answer. */
export interface MockedHttp {
  get: jest.Mock;
  post: jest.Mock;
  create: jest.Mock;
  put: jest.Mock;
  delete: jest.Mock;
  /** openPdf and saveFile, the downloads. */
  openPdf: jest.Mock;
  saveFile: jest.Mock;
  reset: () => void;
}

/** The module that stands for `@sisacte/api-client` in a test: the real one, its network calls mocked. */
export function apiClientMock() {
  return {
    ...jest.requireActual('@sisacte/api-client'),
    http: { get: jest.fn(), post: jest.fn(), create: jest.fn(), put: jest.fn(), delete: jest.fn() },
    openPdf: jest.fn(),
    saveFile: jest.fn(),
  };
}

/** The test's mocked calls (after `jest.mock('@sisacte/api-client', …apiClientMock())`). */
export function mockedHttp(): MockedHttp {
  const client = jest.requireMock('@sisacte/api-client') as { http: Record<string, jest.Mock>; openPdf: jest.Mock; saveFile: jest.Mock };
  const { get, post, create, put, delete: del } = client.http as Record<'get' | 'post' | 'create' | 'put' | 'delete', jest.Mock>;
  const all = [get, post, create, put, del, client.openPdf, client.saveFile];
  return {
    get,
    post,
    create,
    put,
    delete: del,
    openPdf: client.openPdf,
    saveFile: client.saveFile,
    reset: () => all.forEach((m) => m.mockReset()),
  };
}

/** What `answerGets` gives for a path: the answer itself, or a function of the call's query. */
export type GetAnswers = Record<string, unknown>;

/** Makes the mocked `get` answer by path; a path not listed fails the request (`unexpected /api/...`). */
export function answerGets(get: jest.Mock, answers: GetAnswers) {
  get.mockImplementation(async (path: string, params?: unknown) => {
    if (!Object.prototype.hasOwnProperty.call(answers, path)) throw new Error(`unexpected ${path}`);
    const answer = answers[path];
    return typeof answer === 'function' ? (answer as (query: unknown) => unknown)(params) : answer;
  });
}

/**
 * The test file's mocked calls, every one forgotten before each test and the GETs answered from `answers`
 * (a function is asked before each test, for answers a test may change).
 */
export function httpAnswering(answers: GetAnswers | (() => GetAnswers)): MockedHttp {
  const http = mockedHttp();
  beforeEach(() => {
    http.reset();
    answerGets(http.get, typeof answers === 'function' ? answers() : answers);
  });
  return http;
}
