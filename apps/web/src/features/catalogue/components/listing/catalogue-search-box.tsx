import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_TEXT_MAX_LENGTH } from '@kukur/contracts';
import { Input } from 'antd';

export interface CatalogueSearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** A listing's search box, no longer than the server searches for. */
export function CatalogueSearchBox({ label, placeholder, value, onChange }: CatalogueSearchBoxProps) {
  return (
    <Input
      className="catalogue-toolbar__search"
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      allowClear
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
