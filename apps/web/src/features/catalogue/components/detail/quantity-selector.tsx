import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { MAX_QUANTITY_PER_PRODUCT, MIN_QUANTITY_PER_PRODUCT } from '@kukur/contracts';
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { useCatalogueTexts } from '../../catalogue-messages';

/** Keeps a quantity a whole number from 1 to 5. */
function clampQuantity(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return MIN_QUANTITY_PER_PRODUCT;
  return Math.min(MAX_QUANTITY_PER_PRODUCT, Math.max(MIN_QUANTITY_PER_PRODUCT, Math.floor(value)));
}

export interface QuantitySelectorProps {
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** 1 to 5 of a product per order (spec "Quantity limit"), with - and + buttons and the limit spelled out. */
export function QuantitySelector({ value, onChange, disabled = false }: QuantitySelectorProps) {
  const texts = useCatalogueTexts().detail;
  // What the customer is typing, kept while the field has focus so it can be emptied and typed again.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="quantity-selector">
      <span className="quantity-selector__label" id="quantity-label">
        {texts.quantity}
      </span>
      <div className="quantity-selector__controls">
        <Button
          icon={<Icon svg={MinusOutlined} />}
          aria-label={texts.decreaseQuantity}
          disabled={disabled || value <= MIN_QUANTITY_PER_PRODUCT}
          onClick={() => onChange(clampQuantity(value - 1))}
        />
        {/* A native number field: antd's InputNumber is not worth its weight in the product page's first load. */}
        <input
          className="kp-input quantity-selector__input"
          type="number"
          inputMode="numeric"
          aria-labelledby="quantity-label"
          aria-describedby="quantity-limit"
          min={MIN_QUANTITY_PER_PRODUCT}
          max={MAX_QUANTITY_PER_PRODUCT}
          step={1}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            if (event.target.value === '') return setDraft('');
            const quantity = clampQuantity(event.target.valueAsNumber);
            setDraft(String(quantity));
            onChange(quantity);
          }}
          onBlur={() => setDraft(null)}
        />
        <Button
          icon={<Icon svg={PlusOutlined} />}
          aria-label={texts.increaseQuantity}
          disabled={disabled || value >= MAX_QUANTITY_PER_PRODUCT}
          onClick={() => onChange(clampQuantity(value + 1))}
        />
      </div>
      <span className="quantity-selector__hint" id="quantity-limit">
        {texts.maxPerOrder}
      </span>
    </div>
  );
}
