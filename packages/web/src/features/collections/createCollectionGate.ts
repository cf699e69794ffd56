import { canCreateCollection } from '@vrmarket/domain';
import { queryClient } from '../../api/queryClient.ts';
import { appConfigQuery } from '../config/queries.ts';
import { getSession } from '../session/sessionStore.ts';

/**
 * R-COLL-15: open to all while the create-collection flag is on, else to pro users
 * of proType ≥ 2. The flag is read as it stands now (an operator may have just changed it); when
 * the api does not answer, the form opens and the api's own check decides.
 */
export async function mayCreateCollection(): Promise<boolean> {
  const config = await queryClient.fetchQuery({ ...appConfigQuery(), staleTime: 0 }).catch(() => null);
  if (!config) return true;
  const user = getSession().user;
  const profile = { isPro: user?.isPro === true, proType: Number(user?.proType) || null };
  return canCreateCollection(profile, config.allowCreateCollection ? 1 : 0);
}
