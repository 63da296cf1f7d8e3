import { Button } from 'antd';
import { ADMIN_CUSTOMERS_MESSAGES as TEXT } from '../admin-customers-messages';

export interface SelectionBarProps {
  count: number;
  deleting: boolean;
  onDelete: () => void;
  onClear: () => void;
}

/** Appears while customers are selected: how many, delete them all, or clear the selection. */
export function SelectionBar({ count, deleting, onDelete, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div className="admin-customers__selection" role="region" aria-label={TEXT.selectionBar}>
      <span aria-live="polite">{TEXT.selected(count)}</span>
      <Button danger type="primary" loading={deleting} onClick={onDelete}>
        {TEXT.deleteSelected}
      </Button>
      <Button onClick={onClear}>{TEXT.clearSelection}</Button>
    </div>
  );
}
