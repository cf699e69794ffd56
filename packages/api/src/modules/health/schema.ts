import { z } from 'zod';

export const healthStatusSchema = z
  .object({ status: z.enum(['ok', 'unavailable']) })
  .meta({ id: 'HealthStatus' });
