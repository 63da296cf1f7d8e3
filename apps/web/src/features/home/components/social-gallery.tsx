import { InstagramOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { STORE_INFO } from '@/shared/config';
import { Reveal } from '@/shared/ui/reveal';
import postBall from '../assets/post-ball.svg';
import postBowl from '../assets/post-bowl.svg';
import postSweater from '../assets/post-sweater.svg';
import './home.css';

const POSTS = [
  {
    image: postBall,
    alt: 'A puppy on the grass with a yellow ball',
    handle: '@momo.the.lab',
    caption: 'Fetch champion of Pokhara!',
  },
  {
    image: postSweater,
    alt: 'A dark dog in a red winter sweater',
    handle: '@bhote_kalu',
    caption: 'Ready for a Kathmandu winter.',
  },
  {
    image: postBowl,
    alt: 'A spotted puppy beside a full food bowl',
    handle: '@tiger.dharan',
    caption: 'Dinner time is the best time.',
  },
];

/** Three recent posts from customers; handle and caption appear on hover or keyboard focus. */
export function SocialGallery() {
  return (
    <Reveal className="home-section page-container" aria-labelledby="gallery-title">
      <p className="section-eyebrow">{STORE_INFO.instagramHandle}</p>
      <h2 className="section-title" id="gallery-title">
        Happy dogs of Kukur Pasal
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
              <img src={post.image} alt={post.alt} loading="lazy" width={300} height={300} />
              <span className="gallery__overlay">
                <strong>{post.handle}</strong>
                <span>{post.caption}</span>
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
          icon={<InstagramOutlined aria-hidden />}
          size="large"
        >
          Follow us on Instagram
        </Button>
      </div>
    </Reveal>
  );
}
