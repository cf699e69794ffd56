import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { favouriteToggleMutation, refreshAfterLike } from './queries.ts';

/**
 * The heart of one card: shows the wanted state at once, sends it, and goes back if the request
 * fails. `busy` blocks a second click while a request is in flight (spec).
 */
export function useFavouriteToggle(nftId: string, initial: boolean) {
  const client = useQueryClient();
  const [liked, setLiked] = useState(initial);
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    setLiked(initial);
  }
  const mutation = useMutation({
    ...favouriteToggleMutation(),
    onError: (_error, variables) => setLiked(!variables.liked),
    onSettled: () => void refreshAfterLike(client),
  });
  const toggle = () => {
    if (mutation.isPending) return;
    const next = !liked;
    setLiked(next);
    mutation.mutate({ nftId, liked: next });
  };
  return { liked, busy: mutation.isPending, toggle };
}
