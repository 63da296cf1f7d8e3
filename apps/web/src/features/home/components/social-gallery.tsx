import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { STORE_INFO } from '@/shared/config';
import { Reveal } from '@/shared/ui/reveal';
import { Icon } from '@/shared/ui/icon';
import postBall from '../assets/post-ball.svg';
import postBowl from '../assets/post-bowl.svg';
import postSweater from '../assets/post-sweater.svg';
import './home.css';

const POSTS = [
  {
    image: postBall,
    key: 'ball',
    handle: '@momo.the.lab',
  },
  {
    image: postSweater,
    key: 'sweater',
    handle: '@bhote_kalu',
  },
  {
    image: postBowl,
    key: 'bowl',
    handle: '@tiger.dharan',
  },
] as const;

/** Three recent posts from customers; handle and caption appear on hover or keyboard focus. */
export function SocialGallery() {
  const { t } = useTranslation('home');
  return (
    <Reveal className="home-section page-container" aria-labelledby="gallery-title">
      <p className="section-eyebrow">{STORE_INFO.instagramHandle}</p>
      <h2 className="section-title" id="gallery-title">
        {t('gallery.title')}
      </h2>
      <ul className="gallery">
        {POSTS.map((post) => (
          <li key={post.handle}>
            <a
              className="gallery__post"
              href={STORE_INFO.social.instagram}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img
                src={post.image}
                alt={t(`gallery.${post.key}.alt`)}
                loading="lazy"
                width={300}
                height={300}
              />
              <span className="gallery__overlay">
                <strong>{post.handle}</strong>
                <span>{t(`gallery.${post.key}.caption`)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="gallery__follow">
        <Button
          href={STORE_INFO.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          icon={<Icon svg={InstagramOutlined} />}
          size="large"
        >
          {t('gallery.follow')}
        </Button>
      </div>
    </Reveal>
  );
}
