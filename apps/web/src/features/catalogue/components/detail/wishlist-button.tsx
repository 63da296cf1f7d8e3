import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
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
      icon={wished ? <Icon svg={HeartFilled} /> : <Icon svg={HeartOutlined} />}
      aria-pressed={wished}
      aria-label={wished ? texts.remove(name) : texts.add(name)}
      onClick={toggle}
    />
  );
}
