import { lazy, Suspense } from 'react';

// The people list loads as its own file when its route is opened: the remote's expose, which every one of its
// screens loads first (the users list, the stays…), then holds the route table and the shared frame only, not
// this list's columns, filters and schemas.
const WelcomedListScreen = lazy(() => import('./welcomed-list-screen').then((m) => ({ default: m.WelcomedListScreen })));

/** /admin/cadastros (the screen itself is welcomed-list-screen.tsx). */
export function WelcomedListPage() {
  return (
    <Suspense fallback={null}>
      <WelcomedListScreen />
    </Suspense>
  );
}
