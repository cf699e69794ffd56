/** Demo collections: names (≤ 50 characters) and descriptions (≤ 1000; some over 300, with links). */

export interface CollectionSeed {
  collectionName: string;
  description: string;
  /** Category the collection's items are drawn from. */
  categoryName: string;
}

export const demoCollections: readonly CollectionSeed[] = [
  {
    collectionName: 'Saigon Sunset Residences',
    categoryName: 'vrHomes',
    description:
      'A hand-built neighbourhood of riverside villas and lofts inspired by the golden hour over the Saigon river. ' +
      'Every home ships as a real glb model with named parts, so owners can swap roofs, doors and window frames ' +
      'in the customiser. Floor plans, texture packs and the build log are published at ' +
      'https://example.com/saigon-sunset/build-log and the community votes on the next street at ' +
      'https://forum.example.org/t/saigon-sunset-next-street. Holders get early access to the riverside market hall.',
  },
  {
    collectionName: 'Neon Night Market',
    categoryName: 'vrStores',
    description: 'Booths, banners and halls for a late-night virtual street market. Bring your own lanterns.',
  },
  {
    collectionName: 'Retro Furniture Lab',
    categoryName: 'vr3DNFTs',
    description:
      'Mid-century chairs, lamps and desks remade as low-poly 3D NFTs. Each piece comes in Cartoon, Realistic and ' +
      'Minecraft styles, with metallic set to zero so they look right in any viewer without an environment map. ' +
      'Download the style guide at https://example.com/retro-lab/style-guide.pdf or see the making-of video at ' +
      'https://video.example.net/watch?v=retro-lab-01. New pieces drop every second Friday; the drop calendar is ' +
      'at https://example.com/retro-lab/calendar.',
  },
  {
    collectionName: 'Highland Parcels',
    categoryName: 'vrLands',
    description:
      'Surveyed land parcels in the Da Lat highlands project, ready for homes, farms and small shops.',
  },
  {
    collectionName: 'Pocket Pets Club',
    categoryName: 'BizPet',
    description:
      'Friendly companions for your virtual home: corgis, tabby cats, baby dragons and robot pups. Pets can be ' +
      'combined on the bulk pet screen. Club rules, breeding schedule and the care guide live at ' +
      'https://example.com/pocket-pets/club-rules — and yes, the dragons are house-trained. Join the feeding ' +
      'events announced on https://t.me/pocket_pets_demo to earn accessories for your pet.',
  },
  {
    collectionName: 'Metaverse Avatars Vol. 1',
    categoryName: 'Digital Humans',
    description: 'Stylised 2D portraits and full-body 3D avatars for profiles, events and virtual offices.',
  },
  {
    collectionName: 'Green Future Fund',
    categoryName: 'Charity',
    description:
      'Every sale in this collection funds tree planting and clean-water projects. Proceeds are reported monthly at ' +
      'https://example.org/green-future/reports and audited by volunteers. Partner organisations and their ' +
      'projects are listed at https://example.org/green-future/partners. Thank you for helping: one vrTree ' +
      'equals ten real saplings planted in the Mekong delta.',
  },
  {
    collectionName: 'Skyline Malls',
    categoryName: 'vrMalls',
    description: 'Panoramic malls with cinemas, game centres and expo halls for brand events.',
  },
  {
    // Deliberately empty description: the collection page shows nothing under the name.
    collectionName: 'Untitled Drafts',
    categoryName: 'vr3DNFTs',
    description: '',
  },
];
