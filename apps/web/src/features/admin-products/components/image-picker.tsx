import { LinkOutlined, UploadOutlined } from '@ant-design/icons';
import { Input, Segmented } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { ADMIN_PRODUCTS_MESSAGES as TEXT } from '../admin-products-messages';
import type { ImageChoice, ImageMode } from '../utils/image-choice';
import { useFilePreview } from './use-file-preview';

export interface ImagePickerProps {
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** The product's image now (edit): shown until a new one is given. */
  currentImage?: string | null;
  /** Shown under the URL field, e.g. that leaving it empty keeps the current image. */
  urlPlaceholder?: string;
  disabled?: boolean;
}

const MODES: { value: ImageMode; label: string; icon: ReactNode }[] = [
  { value: 'url', label: 'From URL', icon: <LinkOutlined aria-hidden /> },
  { value: 'file', label: 'Upload File', icon: <UploadOutlined aria-hidden /> },
];

/** An image by address or by file upload, with a preview of what will be saved. */
export function ImagePicker({ value, onChange, currentImage, urlPlaceholder, disabled }: ImagePickerProps) {
  const id = useId();
  const fileUrl = useFilePreview(value.file);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const newImage = value.mode === 'file' ? fileUrl : value.url.trim() || null;
  const preview = newImage ?? currentImage ?? null;

  return (
    <div className="image-picker">
      <Segmented<ImageMode>
        aria-label="How to add the image"
        value={value.mode}
        disabled={disabled}
        onChange={(mode) => onChange({ ...value, mode })}
        options={MODES.map((mode) => ({
          value: mode.value,
          icon: mode.icon,
          label: mode.label,
        }))}
      />

      {value.mode === 'url' ? (
        <div className="image-picker__field">
          <label htmlFor={`${id}-url`}>Image URL</label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder={urlPlaceholder ?? 'https://example.com/dog-food.jpg'}
            value={value.url}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, url: event.target.value })}
          />
        </div>
      ) : (
        <div className="image-picker__field">
          <label htmlFor={`${id}-file`}>Image file</label>
          <input
            id={`${id}-file`}
            className="image-picker__file"
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange({ ...value, file: event.target.files?.[0] ?? null })}
          />
          <p id={`${id}-hint`} className="image-picker__hint">
            {TEXT.imageHint}
          </p>
        </div>
      )}
      <p className="image-picker__hint">{TEXT.imageTip}</p>

      <figure className="image-picker__preview" aria-live="polite">
        {preview && brokenPreview !== preview ? (
          <img src={preview} alt="Preview of the product image" onError={() => setBrokenPreview(preview)} />
        ) : (
          <span className="image-picker__empty">
            {preview ? 'The preview could not be loaded' : 'No image yet'}
          </span>
        )}
        <figcaption>{newImage ? 'New image' : currentImage ? 'Current image' : 'Preview'}</figcaption>
      </figure>
    </div>
  );
}
