import {
  type Currency,
  createNftErrorCode,
  type FileLike,
  keptPropertyRows,
  type MessageKey,
  type PropertyRow,
  toCurrency,
  type UploadKind,
} from '@vrmarket/domain';
import { z } from 'zod';
import type { CreateNftBody } from './api.ts';

export interface CreateFormValues {
  title: string;
  price: string;
  currency: string;
  subCategoryId: string;
  styles: string[];
  attachedLink: string;
  resourceUrl: string;
  isShow: boolean;
  properties: PropertyRow[];
  /** The uploaded file (name and size), set once its upload is done. */
  file: FileLike | null;
}

/** The spec's prefill: the category name and a timestamp. */
export function defaultTitle(categoryName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${categoryName} ${stamp}`.slice(0, 50);
}

export const emptyValues = (categoryName: string): CreateFormValues => ({
  title: defaultTitle(categoryName),
  price: '',
  currency: 'USDT',
  subCategoryId: '',
  styles: [],
  attachedLink: '',
  resourceUrl: '',
  isShow: false,
  properties: [],
  file: null,
});

/** Which field shows each validation code (R-ERR-11: the dialog names it; the field is marked too). */
const fieldOf: Partial<Record<MessageKey, keyof CreateFormValues>> = {
  INVALID_TITLE: 'title',
  INVALID_CURRENCY: 'currency',
  INVALID_PRICE: 'price',
  INVALID_SUB_TYPE: 'subCategoryId',
  INVALID_URL: 'attachedLink',
  EMPTY_FILE: 'file',
  FILE_FORMAT_NOT_SUPPORTED: 'file',
  FILE_TOO_LARGE: 'file',
  PROPERTIES_INVALID: 'properties',
};

export interface FormContext {
  isAdmin: boolean;
  needsSubCategory: boolean;
  fileKind: UploadKind;
}

/**
 * The form's zod schema: the domain's `createNftErrorCode` in the spec's order, its one code put
 * on the failing field as the message (the page shows it in the error dialog).
 */
export function makeCreateFormSchema(context: FormContext) {
  return z.custom<CreateFormValues>().superRefine((values, ctx) => {
    const input = {
      title: values.title,
      isAdmin: context.isAdmin,
      price: values.price,
      currency: toCurrency(values.currency) ?? null,
      needsSubCategory: context.needsSubCategory,
      subCategoryId: values.subCategoryId || null,
      attachedLink: values.attachedLink,
      resourceUrl: values.resourceUrl,
      fileKind: context.fileKind,
      file: values.file,
      properties: values.properties,
    };
    const code = createNftErrorCode(input);
    if (!code) return;
    // INVALID_URL is the attached link's unless that one passes: then it is the resource URL's.
    const resourceBad =
      code === 'INVALID_URL' && createNftErrorCode({ ...input, resourceUrl: '' }) !== 'INVALID_URL';
    ctx.addIssue({
      code: 'custom',
      path: [resourceBad ? 'resourceUrl' : (fieldOf[code] ?? 'title')],
      message: code,
    });
  });
}

export interface CreateFiles {
  /** The uploaded media or model. */
  url: string;
  isModel: boolean;
  /** The card picture: the image itself, or the poster exported from the model or video. */
  avatarUrl?: string;
}

export interface CreateCategory {
  id: number;
  name: string;
  nftCategoryId: number | null;
  sub?: { id: number; name: string } | null;
}

/** The create payload (R-DATA-13). A non-admin's price, currency and isShow are left to the api (forced). */
export function buildCreatePayload(
  values: CreateFormValues,
  category: CreateCategory,
  files: CreateFiles,
  isAdmin: boolean,
): CreateNftBody {
  const title = values.title.trim();
  const currency: Currency | undefined = isAdmin ? toCurrency(values.currency) : undefined;
  return {
    moralisData: {
      components: {
        customTitle: title,
        model3dTitle: title,
        ...(isAdmin ? { price: values.price.trim() } : {}),
      },
      category: {
        categoryId: category.id,
        categoryName: category.name,
        subCategoryId: category.sub?.id ?? null,
        subCategoryName: category.sub?.name ?? null,
      },
      ...(isAdmin ? { currency, mintingCurrency: currency, isShow: values.isShow } : { isShow: false }),
    },
    nftData: {
      name: title,
      title,
      avatar: files.avatarUrl,
      ...(files.isModel ? { model_file: files.url } : {}),
      file_upload: files.url,
      nft_category: category.nftCategoryId === null ? undefined : String(category.nftCategoryId),
      resource_url: values.resourceUrl.trim() || undefined,
      properties: keptPropertyRows(values.properties),
      styles: values.styles,
      attached_link: values.attachedLink.trim() || undefined,
    },
  };
}
