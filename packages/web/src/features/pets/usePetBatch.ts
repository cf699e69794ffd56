import { useQueryClient } from '@tanstack/react-query';
import type { PetCombo, PetComboPage, PetModel } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { apiKeyPrefix } from '../../api/queryKeys.ts';
import { uploadFile } from '../create/api.ts';
import { buildCreatePayload, emptyValues } from '../create/createForm.ts';
import { nftListQueries } from '../nfts/queries.ts';
import { createPetNft } from './api.ts';
import { comboPropertyRows } from './comboLook.ts';
import { petQueries } from './queries.ts';

export interface BatchCategory {
  id: number;
  name: string;
  nftCategoryId: number | null;
  sub: { id: number; name: string } | null;
}

export type BatchState =
  | { phase: 'idle' }
  | { phase: 'running'; percent: number; current: string }
  | { phase: 'done'; created: number; total: number; errorCode: string | null };

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The pet bulk flow (R-CREATE-19): the page's combos one by one, each exported (glb + picture), uploaded
 * and created with its link in one api call; a progress percentage; then how many of the page's
 * combos have their NFT. A combo already linked is skipped (and the api would answer its NFT
 * anyway), so a run after a failure picks up where the last one stopped.
 */
export function usePetBatch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<BatchState>({ phase: 'idle' });

  const createOne = async (combo: PetCombo, model: PetModel, category: BatchCategory) => {
    const { exportCombo } = await import('./exportCombo.ts');
    const { glb, poster } = await exportCombo(combo);
    const upload = await uploadFile(
      new File([glb], `${slug(combo.name)}.glb`, { type: 'model/gltf-binary' }),
    );
    const picture = await uploadFile(new File([poster], `${slug(combo.name)}.png`, { type: 'image/png' }));
    const values = {
      ...emptyValues(category.name),
      title: combo.name,
      price: model.price,
      currency: 'USDT',
      isShow: true,
      properties: comboPropertyRows(combo, t('templates.ownLook'), t('pets.collection')),
    };
    const payload = buildCreatePayload(
      values,
      category,
      { url: upload.url, isModel: true, avatarUrl: picture.url },
      true,
    );
    return createPetNft(combo.id, payload);
  };

  const run = async (combos: readonly PetCombo[], model: PetModel, category: BatchCategory) => {
    let linked = combos.filter((combo) => combo.nftId !== null).length;
    let errorCode: string | null = null;
    setState({ phase: 'running', percent: 0, current: '' });
    for (const [index, combo] of combos.entries()) {
      if (combo.nftId === null) {
        setState({
          phase: 'running',
          percent: Math.round((index / combos.length) * 100),
          current: combo.name,
        });
        try {
          const answer = await createOne(combo, model, category);
          linked += 1;
          // The card shows 'Created' at once, before the page is fetched again.
          queryClient.setQueriesData<PetComboPage>(
            { queryKey: apiKeyPrefix('/api/v1/pet-combos') },
            (page) =>
              page
                ? {
                    ...page,
                    results: page.results.map((item) => (item.id === combo.id ? answer.combo : item)),
                  }
                : page,
          );
        } catch (error) {
          // Stop at the first failure: what was created stays linked, a new run goes on from here.
          errorCode = error instanceof ApiError && error.code ? error.code : 'PROCESS_FAILED';
          break;
        }
      }
      setState({
        phase: 'running',
        percent: Math.round(((index + 1) / combos.length) * 100),
        current: combo.name,
      });
    }
    await queryClient.invalidateQueries(petQueries());
    void queryClient.invalidateQueries(nftListQueries());
    setState({ phase: 'done', created: linked, total: combos.length, errorCode });
  };

  return { state, run, reset: () => setState({ phase: 'idle' }) };
}
