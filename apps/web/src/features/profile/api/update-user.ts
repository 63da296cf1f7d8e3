import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap, type User } from '@/shared/api';

export interface UpdateUserInput {
  id: string;
  name: string;
}

/** PUT /api/user/users/{id}: renames one's own account; answers the updated user. */
export async function updateUser({ id, name }: UpdateUserInput): Promise<User> {
  return unwrap(await apiClient.PUT('/api/user/users/{id}', { params: { path: { id } }, body: { name } }));
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
