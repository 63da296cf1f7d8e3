import { useState } from 'react';
import { AdminListToolbar, AdminLoadFailed } from '@/shared/admin';
import { ApiError } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { ADMIN_CUSTOMERS_MESSAGES as TEXT } from '../admin-customers-messages';
import type { AdminCustomer } from '../api/admin-customer-types';
import { useDeleteCustomer, useDeleteCustomers, useRenameCustomer } from '../api/customer-mutations';
import { useCustomers } from '../api/get-customers';
import { CustomerDrawer } from './customer-drawer';
import { CustomersTable } from './customers-table';
import { SelectionBar } from './selection-bar';
import { useCustomerListState } from './use-customer-list-state';
import './admin-customers.css';
import { useFeedback } from '@/shared/ui/feedback';

type Deleting = { kind: 'one'; customer: AdminCustomer } | { kind: 'selected' } | null;

/** /admin/customers: the shop's customers, paged, searched and sorted on the server. */
export function AdminCustomersPage() {
  const { message } = useFeedback();
  const state = useCustomerListState();
  const customers = useCustomers(state.filters);
  const rename = useRenameCustomer();
  const deleteOne = useDeleteCustomer();
  const deleteMany = useDeleteCustomers();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [viewing, setViewing] = useState<AdminCustomer | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const renameCustomer = async (customer: AdminCustomer, name: string) => {
    try {
      await rename.mutateAsync({ id: customer.id, name });
      message.success(TEXT.updated);
    } catch (error) {
      message.error((error instanceof ApiError && error.serverMessage) || TEXT.updateFailed);
    }
  };

  const confirmDelete = async () => {
    if (deleting?.kind === 'one') {
      try {
        await deleteOne.mutateAsync(deleting.customer.id);
        setSelectedIds((ids) => ids.filter((id) => id !== deleting.customer.id));
        message.success(TEXT.deleted);
      } catch {
        message.error(TEXT.deleteFailed);
      }
    } else if (deleting?.kind === 'selected') {
      const failed = await deleteMany.mutateAsync(selectedIds);
      if (failed.length === 0) message.success(TEXT.bulkDeleted(selectedIds.length));
      else message.error(TEXT.bulkDeleteFailed);
      // The ones that could not be deleted stay selected, ready for another try.
      setSelectedIds(failed);
    }
    setDeleting(null);
  };

  const page = customers.data;
  const searching = state.filters.search !== '';

  return (
    <section className="admin-list admin-customers" aria-labelledby="admin-customers-title">
      <h2 id="admin-customers-title" className="admin-list__title">
        {TEXT.title}
      </h2>
      <AdminListToolbar
        search={state.searchText}
        onSearch={state.setSearchText}
        texts={TEXT}
        refreshing={customers.isFetching && !customers.isPending}
        onRefresh={() => void customers.refetch()}
      />

      <SelectionBar
        count={selectedIds.length}
        deleting={deleteMany.isPending}
        onDelete={() => setDeleting({ kind: 'selected' })}
        onClear={() => setSelectedIds([])}
      />

      {customers.isError && !page ? (
        <AdminLoadFailed
          title={TEXT.errorTitle}
          detail={TEXT.loadFailed}
          retryLabel={TEXT.tryAgain}
          retrying={customers.isFetching}
          onRetry={() => void customers.refetch()}
        />
      ) : (
        <CustomersTable
          customers={page?.items ?? []}
          loading={customers.isPending || customers.isPlaceholderData}
          total={page?.total ?? 0}
          page={state.filters.page}
          pageSize={state.filters.pageSize}
          sort={{ sort: state.filters.sort, order: state.filters.order }}
          selectedIds={selectedIds}
          renamingId={rename.isPending ? (rename.variables?.id ?? null) : null}
          emptyText={searching ? TEXT.noMatches : TEXT.empty}
          onSelect={setSelectedIds}
          onSort={state.setSort}
          onPage={state.changePage}
          onRename={renameCustomer}
          onView={setViewing}
          onDelete={(customer) => setDeleting({ kind: 'one', customer })}
        />
      )}

      <CustomerDrawer customer={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'selected' ? TEXT.bulkDeleteTitle(selectedIds.length) : TEXT.deleteTitle}
        text={deleting?.kind === 'one' ? TEXT.deleteText(deleting.customer.name) : TEXT.bulkDeleteText}
        confirmText={TEXT.deleteConfirm}
        cancelText={TEXT.cancel}
        loading={deleteOne.isPending || deleteMany.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
