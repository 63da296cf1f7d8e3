/** How the admin gives an image: by its address or by uploading a file. */
export type ImageMode = 'url' | 'file';

/** The image fields of a form or the image dialog, as the admin left them. */
export interface ImageChoice {
  mode: ImageMode;
  url: string;
  file: File | null;
}

/** A new image the admin gave, ready to save (a file still needs uploading). */
export type ChosenImage = { kind: 'url'; url: string } | { kind: 'file'; file: File };

export const EMPTY_IMAGE_CHOICE: ImageChoice = { mode: 'url', url: '', file: null };

/** The image of the current mode, or null when that mode is left empty. */
export function chosenImage(choice: ImageChoice): ChosenImage | null {
  if (choice.mode === 'file') return choice.file ? { kind: 'file', file: choice.file } : null;
  const url = choice.url.trim();
  return url ? { kind: 'url', url } : null;
}
