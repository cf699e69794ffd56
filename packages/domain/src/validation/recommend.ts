import { z } from 'zod';
import { TEXT_LIMITS, UPLOAD } from '../constants.ts';
import { english, type Translate } from '../messages.ts';
import { imageFileProblem } from './collection.ts';
import { isValidEmail } from './email.ts';
import { addProblem, type Problem } from './issue.ts';
import { type FileLike, isFileLike } from './upload.ts';

const PHONE = /^\d{10}$/;
export const isValidPhone = (value: string | null | undefined): boolean => PHONE.test((value ?? '').trim());

const sameFile = (a: FileLike, b: FileLike) => a.name === b.name && a.size === b.size;

/** The first attachment-list rule broken: more than 5, a duplicate (same name and size), a bad file. */
export function attachmentsProblem(files: readonly FileLike[]): Problem | null {
  if (files.length > UPLOAD.maxAttachments) return { key: 'MAX_FILES_EXCEEDED' };
  const duplicate = files.some((file, index) => files.findIndex((other) => sameFile(file, other)) !== index);
  if (duplicate) return { key: 'DUPLICATE_FILES' };
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) return problem;
  }
  return null;
}

/** Adds dropped files to the list, or refuses all of them with the problem they would cause. */
export function addAttachments(
  current: readonly FileLike[],
  incoming: readonly FileLike[],
): { files: FileLike[]; problem: Problem | null } {
  const next = [...current, ...incoming];
  const problem = attachmentsProblem(next);
  return problem ? { files: [...current], problem } : { files: next, problem: null };
}

export function makeRecommendFormSchema(t: Translate = english) {
  const required = (key: 'EMAIL_REQUIRED' | 'PHONE_REQUIRED' | 'CATEGORY_REQUIRED') =>
    z
      .union([z.string(), z.number()], { error: t(key) })
      .transform((value) => String(value).trim())
      .refine((text) => text !== '', { error: t(key) });
  return z.object({
    email: required('EMAIL_REQUIRED').refine((text) => text === '' || isValidEmail(text), {
      error: t('EMAIL_INVALID'),
    }),
    phoneNumber: required('PHONE_REQUIRED').refine((text) => text === '' || isValidPhone(text), {
      error: t('PHONE_INVALID'),
    }),
    category: required('CATEGORY_REQUIRED'),
    description: z
      .string()
      .max(TEXT_LIMITS.recommendDescription, {
        error: t('TEXT_TOO_LONG', { max: TEXT_LIMITS.recommendDescription }),
      })
      .default(''),
    attachments: z
      .array(z.custom<FileLike>(isFileLike))
      .default([])
      .superRefine((files, ctx) => {
        const problem = attachmentsProblem(files);
        if (problem) addProblem(ctx, problem, t);
      }),
  });
}
export type RecommendForm = z.output<ReturnType<typeof makeRecommendFormSchema>>;
