/** Query keys of the API tokens page; making or revoking a token invalidates `all`. */
export const adminApiTokenKeys = {
  all: ['admin-api-tokens'] as const,
  list: () => [...adminApiTokenKeys.all, 'list'] as const,
};
