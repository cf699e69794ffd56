import {
  type CollectionWriteInput,
  type ImageValue,
  makeCollectionFormSchema,
  type Translate,
} from '@vrmarket/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from './writeApi.ts';

export type CollectionFormValues = {
  collectionName: string;
  description: string;
  /** A picked file, or the url of the image already stored (editing). */
  cover: ImageValue | null;
  avatar: ImageValue | null;
};
type Field = keyof CollectionFormValues;
export type CollectionFormErrors = Partial<Record<Field, string>>;

export const emptyCollectionForm: CollectionFormValues = {
  collectionName: '',
  description: '',
  cover: null,
  avatar: null,
};

/** A picked file goes to the upload endpoint; a stored image keeps its url. */
const storedUrl = async (value: ImageValue) =>
  typeof value === 'string' ? value : uploadImage(value as File);

/** What the api takes: the form's values with its pictures uploaded. */
export async function toCollectionInput(values: CollectionFormValues): Promise<CollectionWriteInput> {
  const [cover, avatar] = await Promise.all([storedUrl(values.cover ?? ''), storedUrl(values.avatar ?? '')]);
  return { collectionName: values.collectionName.trim(), description: values.description, cover, avatar };
}

/**
 * The Create/Edit Collection form's values and its spec texts (domain rules, in the chosen
 * language). Errors show after the first submit and then follow each change.
 */
export function useCollectionForm(initial: CollectionFormValues) {
  const { t } = useTranslation();
  // i18next types its t by the catalogue; the rules only call it with catalogue keys.
  const schema = useMemo(() => makeCollectionFormSchema(t as unknown as Translate), [t]);
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);

  const errors = useMemo<CollectionFormErrors>(() => {
    if (!checked) return {};
    const result = schema.safeParse(values);
    if (result.success) return {};
    const found: CollectionFormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    return found;
  }, [checked, schema, values]);

  const isDirty = (Object.keys(initial) as Field[]).some((field) => values[field] !== initial[field]);

  return {
    values,
    errors,
    isDirty,
    set: <F extends Field>(field: F, value: CollectionFormValues[F]) =>
      setValues((current) => ({ ...current, [field]: value })),
    /** True when the values pass the rules; shows the errors otherwise. */
    validate: () => {
      setChecked(true);
      return schema.safeParse(values).success;
    },
    reset: (next: CollectionFormValues = initial) => {
      setValues(next);
      setChecked(false);
    },
  };
}
