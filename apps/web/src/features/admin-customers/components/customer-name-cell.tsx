import { EditOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { ADMIN_CUSTOMERS_MESSAGES as TEXT } from '../admin-customers-messages';

export interface CustomerNameCellProps {
  name: string;
  saving: boolean;
  /** Called with the new name; a blank or unchanged name is ignored (the spec: no call). */
  onRename: (name: string) => Promise<void>;
}

/** A customer's name, editable in place: Enter saves, Escape cancels. */
export function CustomerNameCell({ name, saving, onRename }: CustomerNameCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <span className="admin-customers__name">
        <span>{name}</span>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={TEXT.rename(name)}
          onClick={(event) => {
            event.stopPropagation();
            setDraft(name);
          }}
        />
      </span>
    );
  }
  const save = async () => {
    const next = draft.trim();
    setDraft(null);
    if (next && next !== name) await onRename(next);
  };
  return (
    <Input
      size="small"
      autoFocus
      value={draft}
      disabled={saving}
      maxLength={100}
      aria-label={TEXT.renameInput(name)}
      title={TEXT.renameHint}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save();
        if (event.key === 'Escape') setDraft(null);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
