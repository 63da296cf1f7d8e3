import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';

export interface HeaderSearchProps {
  onSearched?: () => void;
}

/**
 * Blank text does nothing; otherwise go to /search?search={trimmed, encoded text}. A plain input styled like
 * antd's: the header is on every page, and antd's Input would bring its whole family (OTP, TextArea, Search)
 * into the first load. Before the app runs (a server-rendered page whose scripts are still loading) the form
 * is a plain GET of that same address.
 */
export function HeaderSearch({ onSearched }: HeaderSearchProps) {
  const { t } = useTranslation('layout');
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
    <form role="search" className="header-search" action="/search" onSubmit={onSubmit}>
      <input
        className="kp-input header-search__input"
        type="search"
        name="search"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        className="header-search__button"
        htmlType="submit"
        icon={<Icon svg={SearchOutlined} />}
        aria-label={t('search.submit')}
      />
    </form>
  );
}
