import { SaveOutlined } from '@ant-design/icons';
import { ALL_CATEGORIES, MAX_NEXT_DOSE_AFTER_DAYS } from '@kukur/contracts';
import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '@/shared/ui/button-link';
import type { ProductInput } from '../product-input';
import { chosenImage, type ChosenImage, EMPTY_IMAGE_CHOICE, type ImageChoice } from '../utils/image-choice';
import {
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  isVaccineCategory,
  type ProductFormValues,
} from '../utils/product-form-values';
import { ImagePicker } from './image-picker';

export interface ProductFormProps {
  mode: 'add' | 'edit';
  initialValues?: ProductFormValues;
  /** The product's image now (edit); kept unless a new one is given. */
  currentImage?: string | null;
  submitting: boolean;
  /**
   * Saves a valid form: the body (without the image) and the new image, if any. Resolves the text to
   * show when saving failed, null otherwise.
   */
  onSubmit: (input: ProductInput, image: ChosenImage | null) => Promise<string | null>;
}

const CATEGORY_OPTIONS = ALL_CATEGORIES.map((category) => ({ value: category, label: category }));

/** The product form of the add and edit pages: the spec's fields, its rules and the vaccine facts. */
export function ProductForm({ mode, initialValues, currentImage, submitting, onSubmit }: ProductFormProps) {
  const [form] = Form.useForm<ProductFormValues>();
  const category = Form.useWatch('category', form);
  const [image, setImage] = useState<ImageChoice>(EMPTY_IMAGE_CHOICE);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const values: ProductFormValues = { ...EMPTY_PRODUCT_FORM, ...form.getFieldsValue(true) };
    const newImage = chosenImage(image);
    const check = checkProductForm(values, { imageRequired: mode === 'add', hasImage: newImage !== null });
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    setProblem(await onSubmit(check.input, newImage));
  };

  return (
    <Form<ProductFormValues>
      form={form}
      className="product-form"
      layout="vertical"
      initialValues={initialValues ?? EMPTY_PRODUCT_FORM}
      onFinish={submit}
      disabled={submitting}
      noValidate
    >
      <Card title={<h2 className="admin-card__title">Product Details</h2>} className="admin-card">
        <div className="product-form__grid">
          <Form.Item label="Product Name" name="name" required className="product-form__wide">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label="Description" name="description" required className="product-form__wide">
            <Input.TextArea rows={4} maxLength={5000} />
          </Form.Item>
          <Form.Item
            label="Product Name in Nepali"
            name="nameNe"
            extra="Optional, in Devanagari (e.g. कुकुरको खाना). Search finds the product by it too."
            className="product-form__wide"
          >
            <Input maxLength={200} lang="ne" />
          </Form.Item>
          <Form.Item
            label="Description in Nepali"
            name="descriptionNe"
            extra="Optional, in Devanagari."
            className="product-form__wide"
          >
            <Input.TextArea rows={4} maxLength={5000} lang="ne" />
          </Form.Item>
          <Form.Item label="Category" name="category" required>
            <Select placeholder="Select a category" options={CATEGORY_OPTIONS} />
          </Form.Item>
          <Form.Item label="Price (Rs)" name="price" required>
            <Input type="number" inputMode="decimal" step={0.01} min={0.01} />
          </Form.Item>
          <Form.Item label="Old Price (Rs)" name="oldPrice" extra="The price before a sale (optional).">
            <Input type="number" inputMode="decimal" step={0.01} min={0.01} />
          </Form.Item>
          <Form.Item
            label="Stock"
            name="stock"
            extra={mode === 'add' ? 'Leave empty for none in stock yet.' : undefined}
          >
            <Input type="number" inputMode="numeric" step={1} min={0} />
          </Form.Item>
          <Form.Item name="isNew" valuePropName="checked">
            <Checkbox>Mark as New</Checkbox>
          </Form.Item>
          <Form.Item name="isBestSeller" valuePropName="checked">
            <Checkbox>Best Seller</Checkbox>
          </Form.Item>
        </div>
      </Card>

      <Card title={<h2 className="admin-card__title">Product Image</h2>} className="admin-card">
        <Form.Item
          label="Image"
          required={mode === 'add'}
          extra={mode === 'add' ? 'Required: an image URL or an uploaded file.' : undefined}
        >
          <ImagePicker
            value={image}
            onChange={setImage}
            currentImage={currentImage}
            urlPlaceholder={mode === 'edit' ? 'Leave empty to keep the current image' : undefined}
            disabled={submitting}
          />
        </Form.Item>
      </Card>

      <Card title={<h2 className="admin-card__title">More Information</h2>} className="admin-card">
        <Form.Item label="Details" name="details" extra="One detail per line.">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item label="Ingredients" name="ingredients" extra="Separate them with commas.">
          <Input />
        </Form.Item>
        <Form.Item label="Recommended For" name="recommendedFor" extra="Separate them with commas.">
          <Input />
        </Form.Item>
      </Card>

      {isVaccineCategory(category) && (
        <Card title={<h2 className="admin-card__title">Vaccine Information</h2>} className="admin-card">
          <div className="product-form__grid">
            <Form.Item name="isRecommended" valuePropName="checked">
              <Checkbox>Recommended for every dog</Checkbox>
            </Form.Item>
            <Form.Item name="isCoreVaccine" valuePropName="checked">
              <Checkbox>Core vaccine</Checkbox>
            </Form.Item>
            <Form.Item label="Schedule" name="schedule">
              <Input placeholder="Annual booster" />
            </Form.Item>
            <Form.Item label="Timing" name="timing">
              <Input placeholder="First dose at 6-8 weeks" />
            </Form.Item>
            <Form.Item label="Frequency" name="frequency">
              <Input placeholder="Every year" />
            </Form.Item>
            <Form.Item label="Pet Age" name="petAge">
              <Input placeholder="6 weeks and older" />
            </Form.Item>
            <Form.Item label="Follow-up" name="followUp">
              <Input placeholder="Booster after 3-4 weeks" />
            </Form.Item>
            <Form.Item
              label="Next dose after (days)"
              name="nextDoseAfterDays"
              extra={`When the next dose or booster is due: 1 to ${MAX_NEXT_DOSE_AFTER_DAYS} days. Leave empty when none is.`}
            >
              {/* No min and max: antd would silently clamp 2000 to 1825; the form's rule says what is wrong instead. */}
              <InputNumber<number>
                className="product-form__days"
                step={1}
                inputMode="numeric"
                placeholder="365"
              />
            </Form.Item>
          </div>
        </Card>
      )}

      {problem && <Alert type="error" showIcon title={problem} />}
      <div className="product-form__actions">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SaveOutlined aria-hidden />}
          loading={submitting}
        >
          {mode === 'add' ? 'Add Product' : 'Update Product'}
        </Button>
        <ButtonLink to="/admin/products" size="large" disabled={submitting}>
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
