import { z } from 'zod';

/**
 * Hex text typed as viem's `0x${string}`, so an answer's addresses and signatures go to the chain
 * calls without casts.
 */
export const hexBytes = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]*$/)]);

/** A 20-byte address as 0x and 40 hex digits (any letter case). */
export const hexAddress = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{40}$/)]);
