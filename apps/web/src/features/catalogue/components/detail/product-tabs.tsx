import type { Product } from '@/shared/api';
import { useMediaQuery } from '@/shared/hooks';
import { Tabs } from '@/shared/ui/tabs';
import { useCatalogueTexts } from '../../catalogue-messages';
import type { DetailVariant } from './detail-variant';

function TabList({ items }: { items: string[] }) {
  const texts = useCatalogueTexts().detail;
  if (items.length === 0) return <p className="product-tabs__empty">{texts.emptyList}</p>;
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

/**
 * Description, Details, Made With / Ingredients, Recommended For / For Pets (tab keys from the spec). On a
 * phone the four names do not fit in one row: there the four are headed sections, one under the other, which
 * spares a phone user the hunting.
 */
export function ProductTabs({ product, variant }: ProductTabsProps) {
  const phone = useMediaQuery('(max-width: 575px)');
  const texts = useCatalogueTexts().detail;
  const items = [
    {
      key: 'description',
      label: variant.tabs.description,
      children: <p className="product-tabs__text">{product.description || texts.noDescription}</p>,
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
  ];
  if (phone) {
    return (
      <div className="product-tabs product-tabs--stacked">
        {items.map((item) => (
          <section key={item.key} aria-labelledby={`product-tabs-${item.key}`}>
            <h2 className="product-tabs__heading" id={`product-tabs-${item.key}`}>
              {item.label}
            </h2>
            {item.children}
          </section>
        ))}
      </div>
    );
  }
  return <Tabs className="product-tabs" defaultActiveKey="description" items={items} />;
}
