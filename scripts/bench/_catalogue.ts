/**
 * The bench catalogue, generated inside the database (generate_series, one statement per table):
 * categories, users, collections, NFTs in every status, favourites and sales. Used by the browse
 * bench at a million NFTs and by the load bench at a size that seeds in a few minutes. Runs on
 * PostgreSQL and on PGlite alike (nft_counts follows through its triggers).
 */
export const TOP_CATEGORIES = [50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62];

export type CatalogueSize = {
  nfts: number;
  users: number;
  collections: number;
  favourites: number;
  sales: number;
};

const subCategories = TOP_CATEGORIES.flatMap((id) => [1, 2, 3, 4].map((n) => id * 100 + n));
/** One statement per table, generate_series throughout; nft_counts follows through its triggers. */
/**
 * The seeded traits (components.properties): Rarity on every NFT (Common 60 %, Uncommon 25 %,
 * Rare 10 %, Epic 4 %, Legendary 1 %), Color on every NFT (8 values), Material on half (12 values).
 */
const TRAITS_SQL = `json_strip_nulls(json_build_object(
    'Rarity', (case when (i * 40503::bigint) % 100 < 60 then 'Common' when (i * 40503::bigint) % 100 < 85 then 'Uncommon'
                    when (i * 40503::bigint) % 100 < 95 then 'Rare' when (i * 40503::bigint) % 100 < 99 then 'Epic'
                    else 'Legendary' end),
    'Color', (array['Red','Blue','Green','Gold','Black','White','Purple','Orange'])[1 + (i / 11) % 8],
    'Material', case when i % 2 = 0 then (array['Wood','Stone','Glass','Steel','Gold','Marble','Clay','Bamboo',
                'Crystal','Copper','Silk','Bone'])[1 + (i / 17) % 12] end))::text`;

export function catalogueSql({
  nfts: NFT_COUNT,
  users: USERS,
  collections: COLLECTIONS,
  favourites: FAVOURITES,
  sales: SALES,
}: CatalogueSize): string {
  return `
insert into categories (id, name, title, "order")
  select id, 'category' || id, 'Category ' || id, id from unnest(array[${TOP_CATEGORIES}]) as id
  on conflict do nothing;
insert into categories (id, name, title, parent_category_id, "order")
  select id, 'sub' || id, 'Sub ' || id, id / 100, id from unnest(array[${subCategories}]) as id
  on conflict do nothing;
insert into users (id, username, public_key) overriding system value
  select i, 'bench' || i, '0x' || lpad(to_hex(i), 40, '0') from generate_series(1, ${USERS}) as i;
insert into collections (id, collection_name, creator_address, description) overriding system value
  select i, 'Collection ' || i, '0x' || lpad(to_hex(1 + i % ${USERS}), 40, '0'), 'A bench collection'
  from generate_series(1, ${COLLECTIONS}) as i;
insert into nfts (id, title, category_id, sub_category_id, collection_id, token_id, contract_address,
  owner_address, seller, currency, current_price, minting_price, purchase_status, lab_active, onchain,
  is_verified, in_used, is_show, styles, metadata, components, created_at, listed_at) overriding system value
select i,
  (array['Sunset','Golden','Quiet','Neon','Royal','Misty','Amber','Coral','Silver','Lunar','Cedar','Azure',
         'Velvet','Rustic','Crystal','Hidden','Grand','Tiny','Urban','Wild'])[1 + i % 20] || ' ' ||
  (array['Villa','Loft','Chair','Lamp','Store','Mall','Parcel','Pet','Avatar','Booth','Hall','Garden',
         'Tower','Cabin','Studio','Kiosk','Dragon','Robot','Desk','Arcade','Harbor','Temple','Bridge',
         'Market','Plaza'])[1 + (i / 20) % 25] || ' ' || i,
  c.id, c.id * 100 + 1 + (i / 7) % 4,
  case when i % 5 = 0 then 1 + (i / 5) % ${COLLECTIONS} end,
  case when s.status not in (0, 7) then i end, '0x00000000000000000000000000000000000000aa',
  '0x' || lpad(to_hex(1 + i % ${USERS}), 40, '0'), '0x' || lpad(to_hex(1 + i % ${USERS}), 40, '0'),
  (array['USDT','USDT','USDT','USDT','USDT','USDT','VRA','VRA','BIVE','ETH'])[1 + (i / 3) % 10],
  case when s.status = 1 then 1 + (i::bigint * 7919) % 2500 end, 1 + (i::bigint * 104729) % 2000,
  s.status, s.status = 0 and i % 3 <> 0, s.status not in (0, 7), s.status <> 7,
  s.status = 3 and i % 7 = 0, i % 33 <> 0,
  case when c.id = 54 then array[(array['Cartoon','Realistic','Handpainted','Stylized','Minecraft'])[1 + i % 5]]
       else '{}'::text[] end,
  jsonb_build_object('image', '/api/media/' || md5(i::text) || md5(i::text) || '.png'),
  jsonb_build_object('customTitle', 'Item ' || i, 'mediaType', 'image/png', 'area', (i % 180) + 20,
    'mediaUrl', '/api/media/' || md5(i::text) || md5(i::text) || '.png', 'properties', p.properties),
  t.listed - interval '1 hour',
  case when s.status = 1 or (s.status = 0 and i % 3 <> 0) then t.listed end
from generate_series(1, ${NFT_COUNT}) as i
cross join lateral (select (array[${TOP_CATEGORIES}])[1 + i % ${TOP_CATEGORIES.length}] as id) c
cross join lateral (select (array[1,1,1,1,1,1,1,0,0,0,3,3,3,3,3,4,5,6,7,2])[1 + (i * 31) % 20] as status) s
cross join lateral (select now() - make_interval(secs => (i * 2654435761::bigint) % 5184000) as listed) t
cross join lateral (select ${TRAITS_SQL} as properties) p;
insert into favourites (user_id, nft_id, created_at)
  select 1 + (i * 7) % ${USERS}, 1 + (i * 2654435761::bigint) % ${NFT_COUNT},
         now() - make_interval(secs => (i * 40503::bigint) % 5184000)
  from generate_series(1, ${FAVOURITES}) as i on conflict do nothing;
insert into sale_history (nft_id, from_address, to_address, price, currency, created_at)
  select 1 + (i * 48271::bigint) % ${NFT_COUNT}, '0x01', '0x02', 10, 'USDT',
         now() - make_interval(secs => (i * 16807::bigint) % 5184000)
  from generate_series(1, ${SALES}) as i;
select setval(pg_get_serial_sequence('nfts', 'id'), ${NFT_COUNT});
select setval(pg_get_serial_sequence('users', 'id'), ${USERS});
select setval(pg_get_serial_sequence('collections', 'id'), ${COLLECTIONS});
`;
}
