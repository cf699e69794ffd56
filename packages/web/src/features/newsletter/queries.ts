import { submitEmail } from './api.ts';

/** The newsletter signup as mutation options (`POST /api/v1/submit-email`). */
export const subscribeMutation = () => ({ mutationFn: submitEmail });
