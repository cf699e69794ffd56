import { formatArea, formatPrice, formatTokenCode, type Nft, shortenForDetail } from '@vrmarket/domain';

/** The picture a card shows: the metadata image, else the 3D thumbnail, else an image media file. */
export function nftImage(nft: Nft): string | undefined {
  const { components, metadata } = nft;
  if (metadata.image) return metadata.image;
  if (components.model3dThumbnails) return components.model3dThumbnails;
  if (components.mediaUrl && (!components.mediaType || components.mediaType.startsWith('image')))
    return components.mediaUrl;
  return undefined;
}

/**
 * '#' + the token id padded to 7 ('#0000042'); before the token is minted (no token id yet) the
 * NFT's own id in its place, as the detail screen shows it.
 */
export const nftCode = (nft: Pick<Nft, 'tokenId' | 'id'>): string => formatTokenCode(nft.tokenId ?? nft.id);

/**
 * The card's price with its currency label: on auction the current bid (the reserve before the
 * first), else the listing price, else the minting price ('1.5 aETH').
 */
export function nftPriceText(nft: Nft): string {
  if (nft.auction)
    return formatPrice(nft.auction.highestPrice ?? nft.auction.reservePrice, nft.auction.currency);
  const listed = nft.currentPrice !== null;
  return formatPrice(nft.displayPrice, listed ? nft.currency : nft.mintingCurrency);
}

/** While listed the marketplace holds the token, so the seller is the owner people know. */
export function nftOwnerText(nft: Nft): string {
  return shortenForDetail(nft.seller ?? nft.ownerAddress);
}

/** Area, City and Project of a land (or an area alone); empty entries left out. */
export function nftLandDetails(nft: Nft): { key: 'AREA' | 'city' | 'project'; value: string }[] {
  const land = nft.components.vrLandData;
  const area = land?.landArea ?? nft.components.area;
  const rows: { key: 'AREA' | 'city' | 'project'; value: string }[] = [];
  if (area !== undefined) rows.push({ key: 'AREA', value: `${formatArea(area)} m²` });
  if (land?.cityName) rows.push({ key: 'city', value: land.cityName });
  if (land?.projectName) rows.push({ key: 'project', value: land.projectName });
  return rows;
}

/** The part picker shows at most four part images. */
export const MAX_PART_THUMBS = 4;
export function nftPartThumbs(nft: Nft): { id: string; src: string; name: string }[] {
  return (nft.components.parts ?? [])
    .filter((part) => part.id && (part.meshThumbnails || part.textureThumbnails))
    .slice(0, MAX_PART_THUMBS)
    .map((part) => ({
      id: part.id!,
      src: (part.meshThumbnails ?? part.textureThumbnails)!,
      name: part.meshName ?? part.textureName ?? '',
    }));
}

/** The thumbnail widths the api's media route makes of a picture (`/api/media/<key>?w=`). */
export const THUMBNAIL_WIDTHS = [160, 320, 640] as const;
const RESIZABLE_MEDIA = /^\/api\/media\/[a-f0-9]{64}\.(png|jpe?g|webp|gif|avif)$/;

/**
 * A `srcset` of the api's resized WebP copies of an uploaded picture, so the browser downloads the
 * width its slot needs (with `sizes`); undefined for other pictures (another site's, SVG), which
 * are shown as they are.
 */
export function thumbnailSrcSet(src: string | undefined): string | undefined {
  if (!src || !RESIZABLE_MEDIA.test(src)) return undefined;
  return THUMBNAIL_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/**
 * One resized copy of an uploaded picture, for a small slot of a known size (an avatar: MUI's
 * Avatar checks its picture with an Image() that ignores `sizes`, so a srcset would fetch the widest).
 */
export function thumbnailSrc(src: string | undefined, width: (typeof THUMBNAIL_WIDTHS)[number]) {
  return src && RESIZABLE_MEDIA.test(src) ? `${src}?w=${width}` : src;
}

/** A card grid's first row at any width (2 to 4 columns): its pictures are the page's likely LCP. */
export const FIRST_ROW_CARDS = 4;

/**
 * How wide a grid card's picture shows: half the screen in two columns on phones, a third from
 * the md breakpoint, a quarter of the 1440 px page (less gutters) on wide screens.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 340px, (min-width: 900px) 33vw, 50vw';
