/**
 * Query keys of the vaccination service: centres; availability(range); bookings: all -> lists() ->
 * userList(email), all -> details() -> detail(id). Booking, cancelling or rescheduling refreshes the
 * bookings and the availability.
 */
export const vaccinationKeys = {
  centers: () => ['vaccination', 'centers'] as const,
  availabilityAll: () => ['vaccination', 'availability'] as const,
  availability: (range: { center?: string; from?: string; to?: string }) =>
    [
      ...vaccinationKeys.availabilityAll(),
      range.center ?? 'all',
      range.from ?? 'today',
      range.to ?? 'week',
    ] as const,
  all: ['bookings'] as const,
  lists: () => [...vaccinationKeys.all, 'list'] as const,
  userList: (email: string) => [...vaccinationKeys.lists(), 'user', email.trim().toLowerCase()] as const,
  details: () => [...vaccinationKeys.all, 'detail'] as const,
  detail: (id: string) => [...vaccinationKeys.details(), id] as const,
};
