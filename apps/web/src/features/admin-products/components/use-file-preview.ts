import { useEffect, useState } from 'react';

/** A data: URL showing a chosen file before it is uploaded; null until it is read or without a file. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  // A preview of an earlier file is never shown for the current one.
  return preview && preview.file === file ? preview.url : null;
}
