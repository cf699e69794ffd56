import { addAttachments, makeRecommendFormSchema, type Translate } from '@vrmarket/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type RecommendFormValues = {
  email: string;
  phoneNumber: string;
  category: string;
  description: string;
  attachments: File[];
};
type Field = keyof RecommendFormValues;
export type RecommendFormErrors = Partial<Record<Field, string>>;

export const emptyRecommendForm: RecommendFormValues = {
  email: '',
  phoneNumber: '',
  category: '',
  description: '',
  attachments: [],
};

/**
 * The recommend form's values and the spec's texts (domain rules, in the chosen language). Field
 * errors show after the first submit and then follow each change; a file drop that would break
 * the attachment rules is refused at once with its text.
 */
export function useRecommendForm() {
  const { t } = useTranslation();
  // i18next types its t by the catalogue; the rules only call it with catalogue keys.
  const translate = t as unknown as Translate;
  const schema = useMemo(() => makeRecommendFormSchema(translate), [translate]);
  const [values, setValues] = useState(emptyRecommendForm);
  const [checked, setChecked] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const errors = useMemo<RecommendFormErrors>(() => {
    const found: RecommendFormErrors = {};
    if (checked) {
      const result = schema.safeParse(values);
      for (const issue of result.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    }
    if (fileProblem) found.attachments = fileProblem;
    return found;
  }, [checked, schema, values, fileProblem]);

  const isDirty = (Object.keys(emptyRecommendForm) as Field[]).some((field) =>
    field === 'attachments' ? values.attachments.length > 0 : values[field] !== emptyRecommendForm[field],
  );

  return {
    values,
    errors,
    isDirty,
    set: <F extends Exclude<Field, 'attachments'>>(field: F, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    addFiles: (incoming: File[]) => {
      const { files, problem } = addAttachments(values.attachments, incoming);
      setFileProblem(problem ? translate(problem.key, problem.values) : null);
      if (!problem) setValues((current) => ({ ...current, attachments: files as File[] }));
    },
    removeFile: (index: number) => {
      setFileProblem(null);
      setValues((current) => ({
        ...current,
        attachments: current.attachments.filter((_, i) => i !== index),
      }));
    },
    /** True when the values pass the rules; shows the errors otherwise. */
    validate: () => {
      setChecked(true);
      // A refused drop left the list as it was: its notice goes, the list itself is checked.
      setFileProblem(null);
      return schema.safeParse(values).success;
    },
    reset: () => {
      setValues(emptyRecommendForm);
      setChecked(false);
      setFileProblem(null);
    },
  };
}
