import { z } from 'zod';
import { RentUnit } from '../enums.ts';
import { english, type Translate } from '../messages.ts';
import { addProblem } from './issue.ts';

const NUMERIC = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** Rent duration: a whole number of units above zero. */
export const isValidRentDuration = (value: string | number | null | undefined): boolean => {
  const text = String(value ?? '').trim();
  return WHOLE.test(text) && Number(text) > 0;
};

/** Rent price in USDT: a plain non-negative number. */
export const isValidRentPrice = (value: string | number | null | undefined): boolean =>
  NUMERIC.test(String(value ?? '').trim());

const rentUnits = Object.values(RentUnit);

/** Rent form: duration and price are checked as the spec says ('Invalid value'), unit is a RentUnit. */
export function makeRentFormSchema(t: Translate = english) {
  const numberText = (isValid: (value: string) => boolean) =>
    z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .superRefine((text, ctx) => {
        if (!isValid(text)) addProblem(ctx, { key: 'INVALID_VALUE' }, t);
      });
  return z.object({
    duration: numberText(isValidRentDuration),
    unit: z.coerce.number().refine((unit): unit is RentUnit => (rentUnits as number[]).includes(unit), {
      error: t('INVALID_RENT_UNIT'),
    }),
    price: numberText(isValidRentPrice),
  });
}
