export type { LoginAnswer, Profile } from '@vrmarket/domain';
export type { Session, SessionUser } from './sessionStore.ts';
export { getAccessToken, rememberPrevUrl, signIn, signOut, updateUser } from './sessionStore.ts';
export { useLoginPrompt } from './useLoginPrompt.ts';
export { useProfile } from './useProfile.ts';
export { useSession } from './useSession.ts';
export { useViewerKey } from './useViewerKey.ts';
