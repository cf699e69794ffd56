import { cardLink, type Nft } from '@vrmarket/domain';
import { useAccessToken, useSessionWallet } from '../session/useSession.ts';

/** Where a card leads for the current viewer: their own listing's inventory detail, else the public detail. */
export function useNftHref(nft: Nft): string {
  const accessToken = useAccessToken();
  const wallet = useSessionWallet();
  return cardLink(nft, { loggedIn: !!accessToken, wallet });
}
