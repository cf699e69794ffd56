import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Router state that opens the 'Notification' (login-required) dialog, as the spec's protected-route redirect does. */
export interface LoginPromptState {
  showLoginPopup?: boolean;
}

export function hasLoginPrompt(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as LoginPromptState).showLoginPopup === true;
}

/** Open or close the login-required dialog; its open state lives in the router location, so Back closes it too. */
export function useLoginPrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = hasLoginPrompt(location.state);
  const target = `${location.pathname}${location.search}${location.hash}`;

  const show = useCallback(() => {
    navigate(target, { replace: true, state: { showLoginPopup: true } satisfies LoginPromptState });
  }, [navigate, target]);

  const close = useCallback(() => {
    navigate(target, { replace: true, state: null });
  }, [navigate, target]);

  return { open, show, close };
}
