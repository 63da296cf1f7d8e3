import { QRCodeSVG } from '@rc-component/qrcode';

export interface QrCodeImageProps {
  value: string;
  /** What scanning it opens, for those who cannot see it ("QR code linking to ..."). */
  label: string;
  size: number;
  className?: string;
}

/**
 * A QR code drawn as an SVG image that carries its own name. antd's QRCode draws the same (it wraps this
 * component) but gives the SVG no name, and an image without one is skipped or read out as "image" by screen
 * readers (axe: svg-img-alt).
 */
export function QrCodeImage({ value, label, size, className }: QrCodeImageProps) {
  return (
    <QRCodeSVG
      className={className}
      value={value}
      size={size}
      fgColor="#2b211c"
      bgColor="#ffffff"
      title={label}
      aria-label={label}
    />
  );
}
