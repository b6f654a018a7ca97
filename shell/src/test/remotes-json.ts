/** Test helpers: a /remotes.json served by a mocked fetch. */
export const manifestUrl = (remote: string, version: string) => `/registry/${remote}/${version}/mf-manifest.json`;

export function remotesJson(versions: Record<string, string>) {
  return Object.fromEntries(Object.entries(versions).map(([remote, version]) => [remote, { version, manifest: manifestUrl(remote, version) }]));
}

/** Makes fetch answer each call for /remotes.json with the next of `answers` (the last one repeats). */
export function serveRemotesJson(...answers: (Record<string, unknown> | number)[]) {
  let call = 0;
  const fetchMock = jest.fn(async (url: RequestInfo | URL) => {
    if (String(url) !== '/remotes.json') return new Response('not found', { status: 404 });
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return typeof answer === 'number' ? new Response('erro', { status: answer }) : new Response(JSON.stringify(answer), { status: 200 });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}
