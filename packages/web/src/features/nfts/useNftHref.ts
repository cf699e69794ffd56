import { cardLink, type Nft } from '@vrmarket/domain';
import { useSession } from '../session/useSession.ts';

/** Where a card leads for the current viewer: their own listing's inventory detail, else the public detail. */
export function useNftHref(nft: Nft): string {
  const { accessToken, user } = useSession();
  return cardLink(nft, { loggedIn: !!accessToken, wallet: user?.publicKey });
}
