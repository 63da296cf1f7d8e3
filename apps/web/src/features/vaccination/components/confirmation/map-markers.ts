import { divIcon, type DivIcon } from 'leaflet';

/**
 * A map pin drawn with CSS. Leaflet's default marker points at image files that a Vite build does not
 * ship, and a CSS pin also shows without network. It carries its own accessible name.
 */
export function pinIcon(kind: 'centre' | 'user', label: string): DivIcon {
  const pin = document.createElement('span');
  pin.className = `confirm-pin confirm-pin--${kind}`;
  pin.setAttribute('role', 'img');
  pin.setAttribute('aria-label', label);
  return divIcon({
    html: pin,
    className: 'confirm-pin-holder',
    iconSize: [28, 28],
    // The centre pin's tip and the user's dot centre sit on the coordinate.
    iconAnchor: kind === 'centre' ? [14, 28] : [14, 14],
  });
}
