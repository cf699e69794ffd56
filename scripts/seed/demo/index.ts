import {
  activities,
  appSettings as appSettingsTable,
  categories as categoriesTable,
  categoryCurrencyConfigs,
  collections,
  type Db,
  hashPassword,
  nfts,
  offers,
  recomputeCollectionStats,
  users,
} from '@vrmarket/api';
import type { Deployment } from '@vrmarket/contracts';
import type { ActivityType as ActivityTypeValue } from '@vrmarket/domain';
import { ActivityType } from '@vrmarket/domain';
import { DEMO_PASSWORD } from '@vrmarket/idp';
import { sql } from 'drizzle-orm';
import { appSettings, categories, categoryCurrencies, demoCollections } from '../catalogue.ts';
import { renderImage } from '../images.ts';
import { seedLandCatalogue } from '../landCatalogue.ts';
import { landPlace } from '../lands.ts';
import type { MediaStore } from '../store.ts';
import { demoVideo, VIDEO_SUB_CATEGORY } from '../video.ts';
import { categoryPicture, createModelLibrary, mapLimited } from './assets.ts';
import { putDemoOnChain } from './chain.ts';
import { planDemoNfts } from './plan.ts';
import { demoAccounts, walletOwners } from './users.ts';

export interface SeedDemoOptions {
  db: Db;
  store: MediaStore;
  rpcUrl: string;
  chainId: number;
  deployment: Deployment;
  log: (line: string) => void;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const lower = (address: string) => address.toLowerCase();

/**
 * The demo catalogue of `npm start`: the category tree with its currencies and settings, the demo
 * accounts (with their wallets, pro and admin flags), collections, and several hundred NFTs with
 * generated pictures and glb models — the minted ones really minted, the listed ones really
 * listed on the local chain. All rows are written in one transaction.
 */
export async function seedDemo({
  db,
  store,
  rpcUrl,
  chainId,
  deployment,
  log,
}: SeedDemoOptions): Promise<number> {
  const planned = planDemoNfts(
    walletOwners.length,
    demoCollections.map((collection) => collection.categoryName),
  );
  const owners = walletOwners.map((owner) => owner.wallet!);

  log(`putting ${planned.filter((item) => item.chain !== 'unminted').length} demo NFTs on the chain…`);
  const onChain = await putDemoOnChain({ rpcUrl, chainId, deployment, owners, items: planned });

  log(`rendering pictures and models for ${planned.length} demo NFTs…`);
  const model = createModelLibrary(store);
  const categoryPictures = await mapLimited(categories, 4, (category) => categoryPicture(store, category));
  // DEV ONLY: every demo account signs in with the dev provider's shared password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const avatars = await mapLimited(demoAccounts, 4, async (account) =>
    store(
      await renderImage({ seed: account.username, kind: 'avatar', title: account.fullname }),
      'image/png',
    ),
  );
  const collectionArt = await mapLimited(demoCollections, 4, async (collection) => ({
    cover: await store(
      await renderImage({ seed: collection.collectionName, kind: 'cover', title: collection.collectionName }),
      'image/png',
    ),
    avatar: await store(
      await renderImage({
        seed: collection.collectionName,
        kind: 'avatar',
        title: collection.collectionName,
      }),
      'image/png',
    ),
  }));
  const nftArt = await mapLimited(planned, 4, async (item) => ({
    image: await store(
      await renderImage({ seed: item.id, kind: item.subCategory.imageKind, title: item.title }),
      'image/png',
    ),
    model: item.subCategory.modelKind ? await model(item.subCategory.modelKind, item.id) : undefined,
  }));

  // The SwapDesk's pool items are the desk's: owner and seller, as the indexer derives them.
  const holderOf = (item: (typeof planned)[number]) =>
    item.chain === 'desk'
      ? lower(deployment.SwapDesk)
      : lower(walletOwners[item.ownerIndex]!.wallet!.address);

  const videoUrl = await store(await demoVideo(), 'video/webm');
  const videoItemId = planned.find((item) => item.subCategory.name === VIDEO_SUB_CATEGORY)?.id;

  await db.transaction(async (tx) => {
    await tx.insert(categoriesTable).values(
      categories.map((category, index) => ({
        id: category.id,
        name: category.name,
        title: category.title,
        avatar: categoryPictures[index],
        thumbnailLarge: categoryPictures[index],
        parentCategoryId: category.parentCategoryId,
        nftCategoryId: category.nftCategoryId,
        active: category.active,
        showOnMarket: category.showOnMarket,
        order: category.order,
      })),
    );
    await tx.insert(categoryCurrencyConfigs).values([...categoryCurrencies]);
    await tx
      .insert(appSettingsTable)
      .values(Object.entries(appSettings).map(([key, value]) => ({ key, value: value as unknown })));

    const userRows = await tx
      .insert(users)
      .values(
        demoAccounts.map((account, index) => ({
          username: account.username,
          fullname: account.fullname,
          avatar: avatars[index],
          oidcSubject: account.sub,
          passwordHash,
          publicKey: account.wallet ? lower(account.wallet.address) : null,
          isPro: account.isPro,
          proType: account.proType,
          isAdminMarket: account.isAdminMarket,
          isWhitelistMarket: account.isAdminMarket,
          properties: {
            ...account.socials,
            details: JSON.stringify({ followers_count: 40 + index * 17, following_count: 12 + index * 5 }),
          },
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userId = (username: string) => userRows.find((row) => row.username === username)!.id;

    const collectionRows = await tx
      .insert(collections)
      .values(
        demoCollections.map((collection, index) => {
          const creator = walletOwners[index % walletOwners.length]!;
          return {
            collectionName: collection.collectionName,
            description: collection.description,
            cover: collectionArt[index]!.cover,
            avatar: collectionArt[index]!.avatar,
            creatorId: userId(creator.username),
            creatorAddress: lower(creator.wallet!.address),
          };
        }),
      )
      .returning({ id: collections.id });

    // The registry first: the first demo NFT of each land holds it (nfts.land_id), keeping the
    // api's rules: a land one NFT, one land request waiting for review per user.
    await seedLandCatalogue(tx);
    const landHolders = new Set<number>();
    const heldLands = new Set<number>();
    const waitingCreators = new Set<number>();
    for (const item of planned) {
      if (!item.land || heldLands.has(item.land.id)) continue;
      if (!item.isVerified) {
        if (waitingCreators.has(item.ownerIndex)) continue;
        waitingCreators.add(item.ownerIndex);
      }
      heldLands.add(item.land.id);
      landHolders.add(item.id);
    }

    await tx
      .insert(nfts)
      .overridingSystemValue()
      .values(
        planned.map((item, index) => {
          const owner = walletOwners[item.ownerIndex]!;
          const ownerAddress = holderOf(item);
          const art = nftArt[index]!;
          const record = onChain.get(item.id);
          const listed = item.chain === 'listed';
          return {
            id: item.id,
            tokenId: record ? String(item.id) : null,
            contractAddress: lower(deployment.VrNFT),
            ownerAddress: listed ? lower(deployment.Marketplace) : ownerAddress,
            seller: ownerAddress,
            categoryId: item.category.id,
            subCategoryId: item.subCategory.id,
            collectionId:
              item.collectionIndex === undefined ? null : collectionRows[item.collectionIndex]!.id,
            creatorId: userId(owner.username),
            currency: listed ? item.currency : item.mintingCurrency,
            currentPrice: listed ? item.price : null,
            mintingPrice: item.mintingPrice,
            mintingCurrency: item.mintingCurrency,
            offerId: record?.offer ? record.offer.offerId.toString() : null,
            purchaseStatus: item.purchaseStatus,
            labActive: item.labActive,
            onchain: record !== undefined,
            isVerified: item.isVerified,
            landId: item.land && landHolders.has(item.id) ? item.land.id : null,
            inUsed: item.inUsed,
            isShow: true,
            title: item.title,
            metadata: { image: art.image },
            components: {
              customTitle: item.title,
              mediaUrl: item.id === videoItemId ? videoUrl : art.model ? art.model.glbUrl : art.image,
              mediaType:
                item.id === videoItemId ? 'video/webm' : art.model ? 'model/gltf-binary' : 'image/png',
              model3dThumbnails: art.model ? art.image : undefined,
              area: item.area,
              properties: JSON.stringify(item.properties),
              parts: art.model?.parts,
              vrLandData: item.land
                ? {
                    id: String(item.land.id),
                    landArea: item.land.landArea,
                    address: item.land.address,
                    ...landPlace(item.land),
                  }
                : undefined,
            },
            glbUrl: art.model?.glbUrl ?? null,
            styles: item.styles,
            createdAt: minutesAgo(item.listedMinutesAgo + 60),
            listedAt: listed || item.labActive ? minutesAgo(item.listedMinutesAgo) : null,
          };
        }),
      );
    await tx.execute(sql`select setval(pg_get_serial_sequence('nfts', 'id'), (select max(id) from nfts))`);

    const offerRows = planned.flatMap((item) => {
      const offer = onChain.get(item.id)?.offer;
      if (!offer) return [];
      return [
        {
          chainId,
          offerId: offer.offerId.toString(),
          nftId: item.id,
          hostContract: lower(deployment.VrNFT),
          tokenId: String(item.id),
          seller: lower(walletOwners[item.ownerIndex]!.wallet!.address),
          price: item.price,
          currency: lower(offer.currency),
          feeBps: offer.feeBps,
          txHash: offer.txHash,
        },
      ];
    });
    if (offerRows.length > 0) await tx.insert(offers).values(offerRows);

    const activityRows = planned.flatMap((item) => {
      const record = onChain.get(item.id);
      if (!record) return [];
      const owner = holderOf(item);
      const rows: Array<typeof activities.$inferInsert & { type: ActivityTypeValue }> = [
        {
          type: ActivityType.MINTED,
          tokenId: String(item.id),
          nftId: item.id,
          name: item.title,
          price: '0',
          currency: item.mintingCurrency,
          fromAddress: '0x0000000000000000000000000000000000000000',
          toAddress: owner,
          txHash: record.mintTx,
          chainId,
          logIndex: record.mintLogIndex,
          createdAt: minutesAgo(item.listedMinutesAgo + 30),
        },
      ];
      if (record.offer) {
        rows.push({
          type: ActivityType.LISTING,
          tokenId: String(item.id),
          nftId: item.id,
          name: item.title,
          price: item.price,
          currency: item.currency,
          fromAddress: owner,
          toAddress: lower(deployment.Marketplace),
          txHash: record.offer.txHash,
          chainId,
          logIndex: record.offer.logIndex,
          createdAt: minutesAgo(item.listedMinutesAgo),
        });
      }
      return rows;
    });
    if (activityRows.length > 0) await tx.insert(activities).values(activityRows);
    // The collections' stats projection (floors, owners, listed) of the rows written directly.
    await recomputeCollectionStats(
      tx,
      collectionRows.map((row) => row.id),
    );
  });
  return planned.length;
}
