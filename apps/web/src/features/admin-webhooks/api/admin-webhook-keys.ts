/** Query keys of the webhooks page; every change to an endpoint invalidates `all`. */
export const adminWebhookKeys = {
  all: ['admin-webhooks'] as const,
  list: () => [...adminWebhookKeys.all, 'list'] as const,
  deliveries: (endpointId: string, page: number, pageSize: number) =>
    [...adminWebhookKeys.all, 'deliveries', endpointId, { page, pageSize }] as const,
};
