import { EnvironmentOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { VaccinationCenter } from '../../api/booking-types';
import { haversineKm, walkingMinutes } from '../../utils/geo-distance';
import { useVaccinationTexts } from '../../vaccination-texts';
import { MapBoundary } from './map-boundary';
import { useDeviceLocation } from './use-device-location';

// Leaflet is only downloaded for this page.
const CentreMap = lazy(() => import('./centre-map').then((module) => ({ default: module.CentreMap })));

/** How far the user is from the centre: straight-line km and walking time at 5 km/h. */
function DistanceFigures({ km }: { km: number }) {
  const { confirm, format } = useVaccinationTexts();
  const TEXT = confirm.location;
  return (
    <dl className="confirm-distance" aria-label={TEXT.distanceLabel}>
      <div className="confirm-distance__figure">
        <dt>{TEXT.distance}</dt>
        <dd>
          <strong>{format.distanceKm(km)}</strong> <span>{TEXT.distanceHint}</span>
        </dd>
      </div>
      <div className="confirm-distance__figure">
        <dt>{TEXT.walkingTime}</dt>
        <dd>
          <strong>{format.walkingTime(walkingMinutes(km))}</strong> <span>{TEXT.walkingHint}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * Getting There: the centre on a map, and once the device tells where the user is, their position, a
 * dashed line between the two, the distance and the walking time; or why the location is unknown.
 */
export function CentreLocation({ centre }: { centre: VaccinationCenter }) {
  const TEXT = useVaccinationTexts().confirm.location;
  const { location, retry } = useDeviceLocation();
  const user = location.status === 'located' ? location.position : null;

  return (
    <section className="confirm-card confirm-location" aria-labelledby="confirm-location-title">
      <h2 className="confirm-card__title" id="confirm-location-title">
        <EnvironmentOutlined aria-hidden /> {TEXT.title}
      </h2>
      <MapBoundary fallback={<p className="confirm-map__note">{TEXT.mapUnavailable}</p>}>
        <Suspense
          fallback={
            <div className="confirm-map__canvas confirm-map__canvas--loading" role="status">
              {TEXT.mapLoading}
            </div>
          }
        >
          <CentreMap centre={centre} centreName={centre.name} user={user} />
        </Suspense>
      </MapBoundary>

      <div aria-live="polite">
        {location.status === 'locating' && (
          <div className="confirm-location__status">
            <Spin size="small" /> {TEXT.locating}
          </div>
        )}
        {user && <DistanceFigures km={haversineKm(user, centre)} />}
      </div>
      {location.status === 'failed' && (
        <div className="confirm-location__failed">
          <Alert type="warning" showIcon title={TEXT.failed(location.code, location.message)} />
          <Button icon={<ReloadOutlined aria-hidden />} onClick={retry}>
            {TEXT.retry}
          </Button>
        </div>
      )}
      {location.status === 'unsupported' && <Alert type="info" showIcon title={TEXT.unsupported} />}
    </section>
  );
}
