import { useMutation } from '@tanstack/react-query';
import { apiClient, expectOk } from '@/shared/api';

/** DELETE /api/user/users/{id}: deletes one's own account (204); its sessions end, its orders stay. */
export async function deleteUser(id: string): Promise<void> {
  expectOk(await apiClient.DELETE('/api/user/users/{id}', { params: { path: { id } } }));
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
