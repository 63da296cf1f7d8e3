export { QrCodeImage, type QrCodeImageProps } from './qr-code-image';
