import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { AdminLoadFailed } from './admin-load-failed';
import type { PagedList } from './admin-list-query';
import type { AdminTablePage } from './admin-list-table';
import { AdminListToolbar, type AdminListToolbarTexts, type AdminStatusOption } from './admin-list-toolbar';
import type { AdminListState } from './use-admin-list-state';
import './admin-list.css';

export interface AdminListPageTexts extends AdminListToolbarTexts {
  title: string;
  loadFailed: string;
  tryAgain: string;
}

export interface AdminListPageProps<Status extends string, Item> {
  /** The feature's own class on the page (its title's id starts with it), for its own styles. */
  className: string;
  texts: AdminListPageTexts;
  /** The search, status filter and paging, from useAdminListState. */
  state: AdminListState<Status>;
  statuses: readonly AdminStatusOption<Status>[];
  /** The page of items `state.filters` asks for. */
  list: UseQueryResult<PagedList<Item>>;
  /** The figures of the stats cards, if the page has any: Refresh fetches them again with the list. */
  stats?: UseQueryResult<unknown>;
  /** The stats cards, above the toolbar. */
  statsCards?: ReactNode;
  /** The table of the page's items. */
  renderTable: (page: AdminTablePage<Item>) => ReactNode;
}

/**
 * An admin list page: title, stats cards, search and status filter, and the paged table. A list that
 * cannot be loaded says so with Try Again; one that cannot be refreshed keeps its rows under a warning.
 */
export function AdminListPage<Status extends string, Item>({
  className,
  texts,
  state,
  statuses,
  list,
  stats,
  statsCards,
  renderTable,
}: AdminListPageProps<Status, Item>) {
  const titleId = `${className}-title`;
  const refresh = () => {
    void list.refetch();
    void stats?.refetch();
  };

  return (
    <section className={`admin-list ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-list__title">
        {texts.title}
      </h2>
      {statsCards}
      <AdminListToolbar
        search={state.searchText}
        onSearch={state.setSearchText}
        status={state.filters.status}
        onStatus={state.setStatus}
        statuses={statuses}
        texts={texts}
        refreshing={list.isFetching && !list.isPending}
        onRefresh={refresh}
      />

      {list.isError && !list.data ? (
        <AdminLoadFailed
          title={texts.loadFailed}
          retryLabel={texts.tryAgain}
          retrying={list.isFetching}
          onRetry={refresh}
        />
      ) : (
        <>
          {list.isError && (
            <Alert
              type="warning"
              showIcon
              title={texts.loadFailed}
              action={
                <Button size="small" onClick={refresh}>
                  {texts.tryAgain}
                </Button>
              }
            />
          )}
          {renderTable({
            items: list.data?.items ?? [],
            loading: list.isPending || list.isPlaceholderData,
            page: state.filters.page,
            pageSize: state.filters.pageSize,
            total: list.data?.total ?? 0,
            onPage: state.changePage,
          })}
        </>
      )}
    </section>
  );
}
