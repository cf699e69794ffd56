import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedNft, UploadAnswer } from '@vrmarket/domain';
import { nftListQueries } from '../nfts/queries.ts';
import { type CreateNftBody, createNft, uploadFile } from './api.ts';
import { buildCreatePayload, type CreateCategory, type CreateFormValues } from './createForm.ts';

export interface CreateRequest {
  values: CreateFormValues;
  category: CreateCategory;
  file: File;
  upload: UploadAnswer;
  isAdmin: boolean;
  /** More nftData fields of the payload (select-model's number_plate_image). */
  nftExtra?: Partial<CreateNftBody['nftData']>;
  /** More components of the payload (select-model's template id and chosen parts). */
  componentsExtra?: Partial<CreateNftBody['moralisData']['components']>;
}

export interface CreateResult {
  nft: CreatedNft;
  /** The picture to show on /create-done: the poster, else the upload itself. */
  image: string;
}

/** The card picture: an image is its own; a model or a video gets a poster made here and uploaded. */
async function avatarFor(file: File, upload: UploadAnswer): Promise<string | undefined> {
  if (upload.mediaType.startsWith('image/')) return upload.url;
  const { modelPoster, videoPoster } = await import('./poster.ts');
  const isModel = upload.mediaType === 'model/gltf-binary';
  // A glb is drawn from the file on this machine; a glTF (maybe with side files) from the server's copy.
  const local = isModel && !file.name.toLowerCase().endsWith('.glb') ? null : URL.createObjectURL(file);
  try {
    const png = await (isModel ? modelPoster(local ?? upload.url) : videoPoster(local ?? upload.url));
    const poster = await uploadFile(new File([png], 'poster.png', { type: 'image/png' }));
    return poster.url;
  } catch {
    // No poster (no WebGL, an unreadable video): the card shows its placeholder, creation goes on.
    return undefined;
  } finally {
    if (local) URL.revokeObjectURL(local);
  }
}

/** Done → poster → `POST /api/v1/mp/add-nft`; the inventory's lists are stale afterwards. */
export function useCreateNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      values,
      category,
      file,
      upload,
      isAdmin,
      nftExtra,
      componentsExtra,
    }: CreateRequest): Promise<CreateResult> => {
      const avatarUrl = await avatarFor(file, upload);
      const payload = buildCreatePayload(
        values,
        category,
        { url: upload.url, isModel: upload.mediaType === 'model/gltf-binary', avatarUrl },
        isAdmin,
      );
      const answer = await createNft({
        moralisData: {
          ...payload.moralisData,
          components: { ...payload.moralisData.components, ...componentsExtra },
        },
        nftData: { ...payload.nftData, ...nftExtra },
      });
      return { nft: answer.data.nft, image: avatarUrl ?? upload.url };
    },
    onSuccess: () => queryClient.invalidateQueries(nftListQueries()),
  });
}
