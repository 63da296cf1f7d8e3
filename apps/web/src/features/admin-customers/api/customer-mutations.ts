import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, expectOk, unwrap } from '@/shared/api';
import { adminCustomerKeys } from './admin-customer-keys';

/** PUT /api/user/users/{id} (admin): renames a customer. */
export async function renameCustomer({ id, name }: { id: string; name: string }) {
  return unwrap(await apiClient.PUT('/api/user/users/{id}', { params: { path: { id } }, body: { name } }));
}

/** DELETE /api/user/users/{id} (admin): the server then cancels the customer's open orders and bookings. */
export async function deleteCustomer(id: string): Promise<void> {
  expectOk(await apiClient.DELETE('/api/user/users/{id}', { params: { path: { id } } }));
}

/** Deletes each customer on its own request, in parallel; answers the ids that could not be deleted. */
export async function deleteCustomers(ids: readonly string[]): Promise<string[]> {
  const outcomes = await Promise.allSettled(ids.map((id) => deleteCustomer(id)));
  return ids.filter((_, index) => outcomes[index]!.status === 'rejected');
}

function useCustomerMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminCustomerKeys.all }),
  });
}

export const useRenameCustomer = () => useCustomerMutation(renameCustomer);
export const useDeleteCustomer = () => useCustomerMutation(deleteCustomer);
export const useDeleteCustomers = () => useCustomerMutation(deleteCustomers);
