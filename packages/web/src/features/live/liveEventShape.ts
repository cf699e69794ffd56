// The events' schema on its own, for useLiveUpdates to load with zod when the first event comes.
export { liveEventShape } from '@vrmarket/domain';
