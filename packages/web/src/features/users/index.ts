export { lookupUsername, lookupUsernames } from './usernames.ts';
export { useUsername, useUsernames } from './useUsernames.ts';
