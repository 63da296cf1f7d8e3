export { STORE_INFO } from './store-info';
export { mapTileAttribution, mapTileUrl } from './map';
