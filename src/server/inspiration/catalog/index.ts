export { catalogItems } from './catalog';
export { catalogImages, catalogImageUrl, type CatalogImage } from './catalog-images';
export { searchCatalog, type CatalogSearch } from './search-catalog';
