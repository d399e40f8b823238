import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Polygon, Polyline, ScaleControl, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { LatLngBoundsExpression, LatLngTuple } from 'leaflet';
import { graticuleLines, type Bounds } from './graticuleLines';
import { AREA_COLOURS } from './areaColours';
import { mapTiles } from './mapTiles';
import type { DeliveryAreaValue } from './DeliveryAreasTab';


const toLatLng = (ring: number[][]): LatLngTuple[] => ring.map(([lng, lat]) => [lat, lng]);

function boundsOf(areas: readonly DeliveryAreaValue[], centre: LatLngTuple | null): LatLngBoundsExpression {
  const points = areas.flatMap((a) => a.coordinates.flatMap(toLatLng));
  if (!points.length) {
    const [lat, lng] = centre ?? [51.16, 10.45];
    const pad = centre ? 0.05 : 5;
    return [[lat - pad, lng - pad], [lat + pad, lng + pad]];
  }
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return [[Math.min(...lats), Math.min(...lngs)], [Math.max(...lats), Math.max(...lngs)]];
}

/** Frames the areas whenever they change (an import), not on every render. */
function FitBounds({ bounds }: { bounds: LatLngBoundsExpression }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    map.fitBounds(bounds, { padding: [24, 24] });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** The grid of degrees that stands in for tiles, redrawn for what the map shows. */
function Graticule() {
  const map = useMap();
  const read = (): Bounds => {
    const b = map.getBounds();
    return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
  };
  const [bounds, setBounds] = useState<Bounds>(read);
  useMapEvents({ moveend: () => setBounds(read()), zoomend: () => setBounds(read()) });
  const { lines } = useMemo(() => graticuleLines(bounds), [bounds]);
  return (
    <>
      {lines.map((line, i) => (
        <Polyline key={i} positions={line} pathOptions={{ color: '#90a4ae', weight: 1, opacity: 0.6, interactive: false }} />
      ))}
    </>
  );
}

interface DeliveryAreasMapProps {
  areas: readonly DeliveryAreaValue[];
  /** the venue's position, framed when there is no area yet */
  centre: LatLngTuple | null;
}

/**
 * The delivery areas drawn on a map: on configured tiles (mapTiles), or else on a plain
 * background with a grid of degrees and a scale, so it works without internet. Leaflet draws
 * vectors as SVG, which needs no WebGL.
 */
export default function DeliveryAreasMap({ areas, centre }: DeliveryAreasMapProps) {
  const bounds = boundsOf(areas, centre);
  return (
    <MapContainer
      bounds={bounds}
      style={{ height: '100%', width: '100%', background: '#f4f6f8' }}
      attributionControl={!!mapTiles.url}
    >
      {mapTiles.url ? <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} /> : <Graticule />}
      <FitBounds bounds={bounds} />
      {areas.map((area, i) => (
        <Polygon
          key={`${i}-${area.name}`}
          positions={area.coordinates.map(toLatLng)}
          pathOptions={{ color: AREA_COLOURS[i % AREA_COLOURS.length], weight: 2, fillOpacity: 0.2 }}
          className="delivery-area"
        >
          <Tooltip sticky>{area.name}</Tooltip>
        </Polygon>
      ))}
      <ScaleControl position="bottomleft" />
    </MapContainer>
  );
}
