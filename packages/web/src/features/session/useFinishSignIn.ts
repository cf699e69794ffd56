import { useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer } from '@vrmarket/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signIn, takePrevUrl } from './sessionStore.ts';
import { profileQuery } from './useProfile.ts';

/**
 * The end of both ways in (spec "Sign-in"): store the token and user data, go back to the saved
 * prevURL or home; the profile is then fetched by whoever shows it (header, profile page).
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (answer: LoginAnswer) => {
      const { access_token, user_data } = answer.data;
      queryClient.setQueryData(profileQuery(access_token).queryKey, user_data);
      signIn(access_token, user_data);
      navigate(takePrevUrl(), { replace: true });
    },
    [navigate, queryClient],
  );
}
