// maplibre-gl 6 under Vite needs its worker URL set, or the map never loads.
import { addProtocol, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Protocol } from 'pmtiles';

setWorkerUrl(workerUrl);

// The offline basemap is one PMTiles archive (map-styles/basemap/archive.ts), read with range
// requests: its style's source is `pmtiles:///map-styles/generated/basemap.pmtiles`.
const pmtiles = new Protocol();
addProtocol('pmtiles', pmtiles.tile);
