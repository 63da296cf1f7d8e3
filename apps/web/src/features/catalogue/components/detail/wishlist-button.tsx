import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useCatalogueTexts } from '../../catalogue-messages';
import { useFeedback } from '@/shared/ui/feedback';

export interface WishlistButtonProps {
  name: string;
}

/** The wishlist heart: a toggle on this page only (the spec keeps no wishlist anywhere), with a toast. */
export function WishlistButton({ name }: WishlistButtonProps) {
  const texts = useCatalogueTexts().detail.wishlist;
  const { notification } = useFeedback();
  const [wished, setWished] = useState(false);

  const toggle = () => {
    const next = !wished;
    setWished(next);
    if (next) notification.success({ title: texts.addedTitle, description: texts.added(name) });
    else notification.info({ title: texts.removedTitle, description: texts.removed(name) });
  };

  return (
    <Button
      className={wished ? 'wishlist-button wishlist-button--on' : 'wishlist-button'}
      shape="circle"
      size="large"
      icon={wished ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      aria-pressed={wished}
      aria-label={wished ? texts.remove(name) : texts.add(name)}
      onClick={toggle}
    />
  );
}
