export { type LatLng, LeafletMap } from './leaflet-map';
export { LocationPickerModal } from './location-picker-modal';
