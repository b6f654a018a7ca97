import { Suspense } from 'react';
import { retryableLazy } from '@sisacte/ui';
import { useWelcomedAccess } from './welcomed-access';

// The people list loads as its own file when its route is opened: the remote's expose, which every one of its
// screens loads first (the users list, the stays…), then holds the route table and the shared frame only, not
// this list's columns, filters and schemas.
const WelcomedListScreen = retryableLazy(() => import('./welcomed-list-screen').then((m) => ({ default: m.WelcomedListScreen })));
const WelcomedReadOnlyListScreen = retryableLazy(() => import('./welcomed-read-only-list-screen').then((m) => ({ default: m.WelcomedReadOnlyListScreen })));

/** /admin/cadastros (the screen itself is welcomed-list-screen.tsx; a reader without Acolhimento gets the read-only one). */
export function WelcomedListPage() {
  const { edits } = useWelcomedAccess();
  return <Suspense fallback={null}>{edits ? <WelcomedListScreen /> : <WelcomedReadOnlyListScreen />}</Suspense>;
}
