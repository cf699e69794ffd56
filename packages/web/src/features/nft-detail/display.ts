import type { Nft, NftPart } from '@vrmarket/domain';

/** What the big stage of the detail screen shows (spec "NFT detail screen"). */
export type Stage =
  | { kind: 'model'; url: string }
  | { kind: 'mystery'; image: string | undefined }
  | { kind: 'store'; image: string | undefined }
  | { kind: 'video'; url: string }
  | { kind: 'image'; url: string }
  | { kind: 'none' };

const isModelType = (type: string | undefined) =>
  !!type && (type.startsWith('model/') || /gltf|glb/i.test(type));

/** The model file of a 3D NFT: its glb, else a media file whose type is a 3D type. */
export function modelUrlOf(nft: Nft): string | undefined {
  const { components } = nft;
  if (nft.glbUrl) return nft.glbUrl;
  return isModelType(components.mediaType) ? components.mediaUrl : undefined;
}

/** The still picture of an NFT: metadata image, 3D thumbnail, else an image media file. */
export function thumbnailOf(nft: Nft): string | undefined {
  const { components, metadata } = nft;
  const media = components.mediaType?.startsWith('image/') ? components.mediaUrl : undefined;
  return metadata.image || components.model3dThumbnails || media || undefined;
}

/**
 * Mystery cards and stores keep their own look (a store's model stays one click away, in
 * Preview); otherwise a model is shown in the 3D viewer, else the media file, else the picture.
 */
export function stageOf(nft: Nft): Stage {
  const firstCategory = nft.category[0]?.categoryName;
  if (firstCategory === 'MysteryCard') return { kind: 'mystery', image: thumbnailOf(nft) };
  if (firstCategory === 'vrStores') return { kind: 'store', image: thumbnailOf(nft) };
  const model = modelUrlOf(nft);
  if (model) return { kind: 'model', url: model };
  const { mediaUrl, mediaType } = nft.components;
  if (mediaUrl && !isModelType(mediaType)) {
    return mediaType?.startsWith('video/')
      ? { kind: 'video', url: mediaUrl }
      : { kind: 'image', url: mediaUrl };
  }
  const image = thumbnailOf(nft);
  return image ? { kind: 'image', url: image } : { kind: 'none' };
}

/** A free vrHome's colour (`#rrggbb`), which the stage multiplies into the model; none for anything else. */
export function homeColorOf(nft: Nft): string | undefined {
  const color = nft.components.homeColor;
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : undefined;
}

/** Parts grid: parts that have an id. */
export const partsOf = (nft: Nft): NftPart[] => (nft.components.parts ?? []).filter((part) => !!part.id);

/** Materials grid: parts with a textureId, one per textureId (the first wins). */
export function materialsOf(nft: Nft): NftPart[] {
  const seen = new Set<string>();
  return (nft.components.parts ?? []).filter((part) => {
    if (!part.textureId || seen.has(part.textureId)) return false;
    seen.add(part.textureId);
    return true;
  });
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export type AddressHelper = 'marketplace' | 'auctionHouse' | 'minter';

/**
 * Sale-history parties that are not people: the marketplace contract (escrow while listed), the
 * auction house (escrow while on auction) and the mint (zero address or the NFT contract itself)
 * show a helper label instead of an address.
 */
export function addressHelper(
  address: string | null | undefined,
  contracts: { Marketplace?: string; VrNFT?: string; AuctionHouse?: string } | null | undefined,
): AddressHelper | null {
  if (!address) return null;
  const lower = address.toLowerCase();
  if (contracts?.Marketplace && lower === contracts.Marketplace.toLowerCase()) return 'marketplace';
  if (contracts?.AuctionHouse && lower === contracts.AuctionHouse.toLowerCase()) return 'auctionHouse';
  if (lower === ZERO_ADDRESS || (contracts?.VrNFT && lower === contracts.VrNFT.toLowerCase()))
    return 'minter';
  return null;
}
