import { collectionCardLink } from '@vrmarket/domain';
import { useAccessToken, useSessionWallet } from '../session/useSession.ts';

/** Where a collection card leads for the current viewer: the detail with a linked wallet, else explore. */
export function useCollectionHref(collectionId: number): string {
  const accessToken = useAccessToken();
  const wallet = useSessionWallet();
  return collectionCardLink(collectionId, { loggedIn: !!accessToken, wallet });
}
