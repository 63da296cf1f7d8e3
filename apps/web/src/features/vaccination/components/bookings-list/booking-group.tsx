import type { ReactNode } from 'react';

export interface BookingGroupProps {
  id: string;
  title: string;
  /** The list's accessible name. */
  listLabel: string;
  children: ReactNode;
}

/** A titled list of booking cards (upcoming, or past and cancelled). */
export function BookingGroup({ id, title, listLabel, children }: BookingGroupProps) {
  const headingId = `bookings-${id}-title`;
  return (
    <section className="booking-group" aria-labelledby={headingId}>
      <h3 className="booking-group__title" id={headingId}>
        {title}
      </h3>
      <ul className="booking-group__list" aria-label={listLabel}>
        {children}
      </ul>
    </section>
  );
}
