/**
 * Query keys of payments: all -> verifications() -> verification(pidx). A verification is cached per
 * pidx, so two mounts of the success page share one request.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  verifications: () => [...paymentKeys.all, 'verification'] as const,
  verification: (pidx: string) => [...paymentKeys.verifications(), pidx] as const,
};
