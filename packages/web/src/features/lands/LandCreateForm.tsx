import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Category, isValidTitle, type Land, routes } from '@vrmarket/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackButton } from '../../components/list/BackButton.tsx';
import { ListToolbar } from '../../components/list/ListToolbar.tsx';
import { PageContainer } from '../../components/PageContainer.tsx';
import { CreateFlowDialogs } from '../create/CreateFlowDialogs.tsx';
import { CreateFormFooter } from '../create/CreateFormFooter.tsx';
import { useCreateFlow } from '../create/useCreateFlow.ts';
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
  const [search, setSearch] = useState(emptyLandSearch);
  const [sort, setSort] = useState(defaultLandSort);
  const list = useLandList(landsQueryOf(search, sort));
  const [land, setLand] = useState<Land | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [show, setShow] = useState(true);
  const [texture, setTexture] = useState<string | null>(null);
  const create = useCreateLand();
  const flow = useCreateFlow({
    category,
    create: async ({ isAdmin }) => {
      if (!land) return undefined;
      const { nft } = await create.mutateAsync({
        land,
        title,
        category: { id: category.id, name: category.name },
        isShow: isAdmin && show,
        texture,
      });
      return { nftId: nft.id, image: '', title: title.trim() };
    },
    // The creator stays to create another land; an admin goes to the new NFT.
    onSuccessClose: (created, isAdmin) => {
      setLand(null);
      setTexture(null);
      if (isAdmin) navigate(routes.detail(created.nftId));
    },
  });
  const { isAdmin, blocked } = flow;

  const choose = (chosen: Land) => {
    setLand(chosen);
    setTexture(null);
    setTitle(chosen.landTitle);
    setTitleError(null);
    // R-CREATE-18: shown on the marketplace by default unless it is a recommend-to-buy land.
    setShow(chosen.recommendToBuyId === null);
  };

  const done = () => {
    if (!isValidTitle(title)) {
      setTitleError(t('INVALID_TITLE'));
      flow.fail('INVALID_TITLE');
      return;
    }
    flow.ask();
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
                onError={flow.fail}
                disabled={flow.busy}
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
              <CreateFormFooter
                isAdmin={isAdmin}
                blocked={blocked}
                onBack={() => navigate(routes.addNewNft())}
                done={{ onClick: done, disabled: land.nftId !== null }}
              />
            </Box>
          </Box>
        )}
      </Box>
      <CreateFlowDialogs {...flow.dialogs} detailLink />
    </PageContainer>
  );
}
