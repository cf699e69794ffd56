import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Category, isValidTitle, type Land, routes } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CreateFlowDialogs } from '../create/CreateFlowDialogs.tsx';
import { useCreateSettings } from '../create/useCreateSettings.ts';
import { useProfile } from '../session/useProfile.ts';
import { LandDetailsForm } from './LandDetailsForm.tsx';
import { LandMapFrame } from './LandMapFrame.tsx';
import { LandPreviewPanel } from './LandPreviewPanel.tsx';
import { LandSearchPanel } from './LandSearchPanel.tsx';
import { LandTable } from './LandTable.tsx';
import { defaultLandSort, emptyLandSearch, landsQueryOf, nextSort } from './landSearch.ts';
import { useCreateLand } from './useCreateLand.ts';
import { useLandList } from './useLandCatalogue.ts';

/** `/{categoryId}` of vrLands (spec "Select vrLand screen"): find a land, check it on the map, create it. */
export function LandCreateForm({ category }: { category: Category }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useProfile();
  const isAdmin = profile?.is_admin_market === true;
  const settings = useCreateSettings();
  const creationAllowed =
    settings.data === undefined ||
    (category.nftCategoryId !== null && settings.data.allowCreating.includes(category.nftCategoryId));
  const [search, setSearch] = useState(emptyLandSearch);
  const [sort, setSort] = useState(defaultLandSort);
  const list = useLandList(landsQueryOf(search, sort));
  const [land, setLand] = useState<Land | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [show, setShow] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [texture, setTexture] = useState<string | null>(null);
  const create = useCreateLand();

  const choose = (chosen: Land) => {
    setLand(chosen);
    setTexture(null);
    setTitle(chosen.landTitle);
    setTitleError(null);
    // §4: shown on the marketplace by default unless it is a recommend-to-buy land.
    setShow(chosen.recommendToBuyId === null);
  };

  const done = () => {
    if (!isValidTitle(title)) {
      setTitleError(t('INVALID_TITLE'));
      setErrorCode('INVALID_TITLE');
      return;
    }
    setConfirming(true);
  };

  const submit = async () => {
    setConfirming(false);
    if (!land) return;
    try {
      const { nft } = await create.mutateAsync({
        land,
        title,
        category: { id: category.id, name: category.name },
        isShow: isAdmin && show,
        texture,
      });
      setCreatedId(nft.id);
    } catch (error) {
      setErrorCode(error instanceof ApiError && error.code ? error.code : 'PROCESS_FAILED');
    }
  };

  const closeSuccess = () => {
    const id = createdId;
    setCreatedId(null);
    setLand(null);
    setTexture(null);
    if (isAdmin && id) navigate(routes.detail(id));
  };

  return (
    <PageContainer>
      <ListToolbar
        title={t('create.formTitle', { category: category.title })}
        start={<BackButton to={routes.addNewNft()} label={t('BACK')} />}
      />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <LandSearchPanel onSearch={setSearch} />
        <LandTable
          lands={list.data ?? []}
          sort={sort}
          onSort={(column) => setSort((current) => nextSort(current, column))}
          selectedId={land?.id ?? null}
          onSelect={choose}
        />
        {!land && <Typography color="text.secondary">{t('lands.pickLand')}</Typography>}
        {land && (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 5 },
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 6fr) minmax(0, 5fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <LandMapFrame land={land} />
              <LandPreviewPanel
                land={land}
                texture={texture}
                onTexture={setTexture}
                onError={setErrorCode}
                disabled={create.isPending}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <LandDetailsForm
                land={land}
                title={title}
                onTitle={(value) => {
                  setTitle(value);
                  setTitleError(null);
                }}
                titleError={titleError}
                isAdmin={isAdmin}
                show={show}
                onShow={setShow}
              />
              {land.nftId !== null && (
                <Typography color="warning.main" role="note">
                  {t('LAND_TAKEN')}
                </Typography>
              )}
              {!isAdmin && creationAllowed && (
                <Typography variant="body2" color="text.secondary">
                  {t('create.verificationNote')}
                </Typography>
              )}
              {!creationAllowed && (
                <Typography variant="body2" color="warning.main" role="note">
                  {t('FEATURE_NOT_AVAILABLE')}
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
                <Button variant="outlined" color="inherit" onClick={() => navigate(routes.addNewNft())}>
                  {t('BACK')}
                </Button>
                {creationAllowed && (
                  <Button variant="contained" disabled={land.nftId !== null} onClick={done}>
                    {t('DONE')}
                  </Button>
                )}
              </Box>
            </Box>
          </Box>
        )}
      </Box>
      <CreateFlowDialogs
        confirming={confirming}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
        busy={create.isPending}
        errorCode={errorCode}
        onErrorClose={() => setErrorCode(null)}
        createdId={createdId}
        isAdmin={isAdmin}
        onSuccessClose={closeSuccess}
        detailLink
      />
    </PageContainer>
  );
}
