/**
 * The illustrations shipped in src/web/public/inspiration, served at /inspiration/<name>.svg.
 * The catalog only points at these so no card ever loads an image from another host.
 */
export const catalogImages = [
  'accent-wall',
  'bathroom-vanity',
  'bedroom-headboard',
  'ceiling-fan',
  'closet-organizer',
  'cutting-boards',
  'deck-lights',
  'faucet-install',
  'floating-shelves',
  'garage-shelving',
  'kitchen-backsplash',
  'kitchen-island',
  'laundry-room',
  'mudroom-bench',
  'outlet-wiring',
  'paint-roller',
  'painted-dresser',
  'pantry-jars',
  'patio-firepit',
  'raised-garden-bed',
  'tiled-shower',
  'under-sink-plumbing',
  'workbench',
] as const;
export type CatalogImage = (typeof catalogImages)[number];

export const CATALOG_IMAGE_BASE = '/inspiration/';

export function catalogImageUrl(image: CatalogImage): string {
  return `${CATALOG_IMAGE_BASE}${image}.svg`;
}
