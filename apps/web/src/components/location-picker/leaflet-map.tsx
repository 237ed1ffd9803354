import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { Box, Text } from '@mantine/core';
import { MAP_ZOOM } from '@sahaj/contract';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

export interface LatLng {
  lat: number;
  lng: number;
}

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
/**
 * Shown in place of a tile that cannot load (offline, blocked): a quiet grid, so the map still
 * reads as a map and never shows broken-image icons.
 */
const OFFLINE_TILE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f2efec"/><path d="M0 0H256M0 64H256M0 128H256M0 192H256M0 0V256M64 0V256M128 0V256M192 0V256" stroke="#e0d9d2" stroke-width="1" fill="none"/></svg>',
)}`;

/**
 * A Leaflet map with OpenStreetMap tiles at the spec's zoom. Clicking it picks a point; `marker`
 * shows the chosen one. When tiles fail the map keeps working on a plain grid, with a note.
 */
export function LeafletMap({
  center,
  marker,
  onPick,
  height = 320,
}: {
  center: LatLng;
  marker: LatLng | null;
  onPick: (point: LatLng) => void;
  height?: number | string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.CircleMarker | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const [tilesFailed, setTilesFailed] = useState(false);

  // Created once; later props move it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first center only seeds the map
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { center: [center.lat, center.lng], zoom: MAP_ZOOM, zoomControl: true });
    const tiles = L.tileLayer(TILE_URL, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      errorTileUrl: OFFLINE_TILE,
      crossOrigin: true,
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    map.on('click', (e: L.LeafletMouseEvent) => pickRef.current({ lat: e.latlng.lat, lng: e.latlng.lng }));
    mapRef.current = map;
    // The modal animates open: measure again once the box has its final size.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    mapRef.current?.setView([center.lat, center.lng], MAP_ZOOM);
  }, [center.lat, center.lng]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!marker) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      markerRef.current = L.circleMarker([marker.lat, marker.lng], {
        radius: 9,
        color: '#0b5f58',
        weight: 3,
        fillColor: '#2fb3a6',
        fillOpacity: 0.9,
      }).addTo(map);
    } else {
      markerRef.current.setLatLng([marker.lat, marker.lng]);
    }
  }, [marker]);

  return (
    <Box>
      <Box
        ref={container}
        h={height}
        w="100%"
        role="application"
        aria-label="Map: click a place to choose it"
        data-testid="location-map"
        style={{
          background: 'var(--mantine-color-warmGray-1)',
          zIndex: 0,
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      />
      {tilesFailed && (
        <Text size="xs" c="warmGray.7" mt={6} role="status">
          Map images can't load right now. Search for your city above, or click the map to choose a spot.
        </Text>
      )}
    </Box>
  );
}
