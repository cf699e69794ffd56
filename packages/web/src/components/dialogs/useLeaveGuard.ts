import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

export interface LeaveGuardState {
  /** True while a navigation waits for the user's answer. */
  open: boolean;
  /** Leave: the blocked navigation goes on. */
  confirm: () => void;
  /** Stay on the page. */
  cancel: () => void;
}

/**
 * Blocks leaving the page (another route, Back, closing the tab) while `isDirty`. In-app navigations
 * wait for the 'Navigation warning!' dialog (render <NavigationWarningDialog {...guard} />); closing
 * or reloading the tab gets the browser's own prompt. Changing only the query string is not leaving.
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuardState {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // The form became clean (saved) while a navigation was waiting: let it go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  return {
    open: blocker.state === 'blocked',
    confirm: () => blocker.proceed?.(),
    cancel: () => blocker.reset?.(),
  };
}
