import { Tabs } from 'antd';
import type { Product } from '@/shared/api';
import { CATALOGUE_MESSAGES } from '../../catalogue-messages';
import type { DetailVariant } from './detail-variant';

function TabList({ items }: { items: string[] }) {
  if (items.length === 0) return <p className="product-tabs__empty">{CATALOGUE_MESSAGES.detail.emptyList}</p>;
  return (
    <ul className="product-tabs__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export interface ProductTabsProps {
  product: Product;
  variant: DetailVariant;
}

/** Description, Details, Made With / Ingredients, Recommended For / For Pets (tab keys from the spec). */
export function ProductTabs({ product, variant }: ProductTabsProps) {
  return (
    <Tabs
      className="product-tabs"
      defaultActiveKey="description"
      items={[
        {
          key: 'description',
          label: variant.tabs.description,
          children: (
            <p className="product-tabs__text">
              {product.description || CATALOGUE_MESSAGES.detail.noDescription}
            </p>
          ),
        },
        { key: 'details', label: variant.tabs.details, children: <TabList items={product.details} /> },
        {
          key: 'ingredients',
          label: variant.tabs.ingredients,
          children: <TabList items={product.ingredients} />,
        },
        {
          key: 'recommended',
          label: variant.tabs.recommended,
          children: <TabList items={product.recommendedFor} />,
        },
      ]}
    />
  );
}
