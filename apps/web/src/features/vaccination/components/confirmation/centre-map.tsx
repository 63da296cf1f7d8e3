import 'leaflet/dist/leaflet.css';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { useEffect, useId, useMemo, useState } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { mapTileAttribution, mapTileUrl } from '@/shared/config';
import type { GeoPoint } from '../../utils/geo-distance';
import { useVaccinationTexts } from '../../vaccination-texts';
import { pinIcon } from './map-markers';

const CENTRE_ZOOM = 15;
const ROUTE_STYLE = { color: '#b04e1c', weight: 3, dashArray: '8 8' } as const;

const toLatLng = ({ latitude, longitude }: GeoPoint): LatLngTuple => [latitude, longitude];

/** Keeps both places in view: the centre alone, or the centre and the user once the device answers. */
function FitToPlaces({ centre, user }: { centre: LatLngTuple; user: LatLngTuple | null }) {
  const map = useMap();
  const [centreLat, centreLng] = centre;
  const [userLat, userLng] = user ?? [];
  useEffect(() => {
    if (userLat === undefined || userLng === undefined) {
      map.setView([centreLat, centreLng], CENTRE_ZOOM);
      return;
    }
    const bounds = latLngBounds([centreLat, centreLng], [userLat, userLng]);
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: CENTRE_ZOOM + 1 });
  }, [map, centreLat, centreLng, userLat, userLng]);
  return null;
}

export interface CentreMapProps {
  centre: GeoPoint;
  centreName: string;
  /** The device's position, once known. */
  user: GeoPoint | null;
}

/**
 * The centre's pin, the user's dot and a dashed line between them on a Leaflet map. Pins and line are drawn
 * by the browser, so they show even when the tile server cannot be reached (offline, blocked).
 */
export function CentreMap({ centre, centreName, user }: CentreMapProps) {
  const TEXT = useVaccinationTexts().confirm.location;
  const captionId = useId();
  const [tilesFailed, setTilesFailed] = useState(false);
  const centreIcon = useMemo(() => pinIcon('centre', TEXT.centreMarker(centreName)), [centreName, TEXT]);
  const userIcon = useMemo(() => pinIcon('user', TEXT.userMarker), [TEXT]);
  const centreAt = toLatLng(centre);
  const userAt = user ? toLatLng(user) : null;

  return (
    <figure className="confirm-map" aria-labelledby={captionId}>
      <MapContainer
        center={centreAt}
        zoom={CENTRE_ZOOM}
        scrollWheelZoom={false}
        className="confirm-map__canvas"
      >
        <TileLayer
          url={mapTileUrl}
          attribution={mapTileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <Marker position={centreAt} icon={centreIcon} title={centreName} keyboard={false} />
        {userAt && (
          <>
            <Marker position={userAt} icon={userIcon} title={TEXT.userMarker} keyboard={false} />
            <Polyline positions={[userAt, centreAt]} pathOptions={ROUTE_STYLE} />
          </>
        )}
        <FitToPlaces centre={centreAt} user={userAt} />
      </MapContainer>
      <figcaption id={captionId} className="visually-hidden">
        {TEXT.mapLabel(centreName)}
      </figcaption>
      {tilesFailed && <p className="confirm-map__note">{TEXT.tilesUnavailable}</p>}
    </figure>
  );
}
