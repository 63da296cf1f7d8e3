import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface HeaderSearchProps {
  onSearched?: () => void;
}

/** Blank text does nothing; otherwise go to /search?search={trimmed, encoded text}. */
export function HeaderSearch({ onSearched }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    navigate(`/search?search=${encodeURIComponent(term)}`);
    onSearched?.();
  };

  return (
    <form role="search" className="header-search" onSubmit={onSubmit}>
      <Space.Compact block>
        <Input
          type="search"
          placeholder="Search products..."
          aria-label="Search products"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button htmlType="submit" icon={<SearchOutlined aria-hidden />} aria-label="Search" />
      </Space.Compact>
    </form>
  );
}
