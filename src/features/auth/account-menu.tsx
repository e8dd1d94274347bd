// The header's account line: nothing where nobody signs in; otherwise loads "Signed in as NAME · Sign out".
import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useSession } from './session-context';

const accountPanel = lazyWithPreload(() =>
  import('./account-panel').then((module) => module.AccountPanel),
);

export function AccountMenu() {
  const { session } = useSession();
  if (session.kind !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <accountPanel.Component />
    </Suspense>
  );
}
